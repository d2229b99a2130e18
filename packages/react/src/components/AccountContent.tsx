import type { ButtonLabel } from '@portico/ui'
import { AccountAvatar } from './AccountAvatar'

/** The inside of a button showing an account: avatar, name or truncated address, balance (ui's `accountLabel`). */
export function AccountContent({ label }: { label: ButtonLabel }) {
  return (
    <>
      {label.avatar ? <AccountAvatar address={label.avatar.address} image={label.avatar.image} /> : null}
      <span>{label.text}</span>
      {label.detail ? <span> {label.detail}</span> : null}
    </>
  )
}
