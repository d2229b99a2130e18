import { avatarBackground } from './avatarColors'

/**
 * A picture made from an address, for accounts without a profile image. Without a `label` it is
 * decorative (beside the address it pictures) and hidden from assistive technology.
 */
export function Avatar({ address, label, size = 40 }: { address: string; label?: string; size?: number }) {
  const style = { width: size, height: size, background: avatarBackground(address) }
  if (!label) return <span className="pc-avatar" aria-hidden="true" style={style} />
  return <span className="pc-avatar" role="img" aria-label={label} style={style} />
}
