import { avatarColors } from './avatarColors'

/** A picture made from an address, for accounts without a profile image. */
export function Avatar({ address, label, size = 40 }: { address: string; label: string; size?: number }) {
  const [first, second, third] = avatarColors(address)
  return (
    <span
      className="pc-avatar"
      role="img"
      aria-label={label}
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 30% 30%, ${first}, transparent 60%), linear-gradient(135deg, ${second}, ${third})`,
      }}
    />
  )
}
