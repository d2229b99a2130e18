import type { AccountState } from '@portico/core'
import type { ButtonLabel } from '@portico/ui'
import { AccountAvatar } from './AccountAvatar'

/** The inside of a button showing an account: avatar, name or truncated address, balance. */
export function AccountContent({ account, label }: { account: AccountState; label: ButtonLabel }) {
  return (
    <>
      {account.address ? <AccountAvatar address={account.address} image={account.profileImage} /> : null}
      <span>{label.text}</span>
      {label.detail ? <span> {label.detail}</span> : null}
    </>
  )
}
