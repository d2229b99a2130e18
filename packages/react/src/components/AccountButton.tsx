import { accountLabel } from '@portico/ui'
import type { ButtonHTMLAttributes } from 'react'
import { useAccountState } from '../hooks/useAccountState'
import { useModal } from '../hooks/useModal'
import { AccountContent } from './AccountContent'
import { preloadHandlers } from './preloadHandlers'

export type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'>

/** The connected account with its native balance, as `<portico-account-button>` shows it; opens the Account view. Nothing when disconnected. */
export function AccountButton(props: AccountButtonProps) {
  const account = useAccountState()
  const { open } = useModal()
  const shown = accountLabel(account, 'en')
  if (!shown || !account) return null
  return (
    <button
      type="button"
      {...props}
      {...preloadHandlers}
      aria-label={shown.name}
      title={account.address}
      onClick={() => open({ view: 'Account' })}
    >
      <AccountContent label={shown} />
    </button>
  )
}
