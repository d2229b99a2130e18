import { avatarBackground } from './avatarColors'

/** A picture made from an address, for accounts without a profile image. */
export function Avatar({ address, label, size = 40 }: { address: string; label: string; size?: number }) {
  return (
    <span
      className="pc-avatar"
      role="img"
      aria-label={label}
      style={{ width: size, height: size, background: avatarBackground(address) }}
    />
  )
}
