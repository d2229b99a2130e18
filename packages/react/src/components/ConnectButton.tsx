import { accountLabel } from '@portico/ui'
import type { ButtonHTMLAttributes } from 'react'
import { useAccountState } from '../hooks/useAccountState'
import { useModal } from '../hooks/useModal'
import { AccountContent } from './AccountContent'
import { preloadHandlers } from './preloadHandlers'

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> & {
  /** What the button says while nothing is connected. */
  label?: string
  loadingLabel?: string
  /** Once connected, show the account (default); `false` keeps `label`, as the button did before. */
  showAccount?: boolean
  /** Beside the account, its native balance (default, as `<portico-button>`); `false` hides it. */
  showBalance?: boolean
}

/**
 * Opens the modal on Connect (SPEC §2); while a wallet connects it says so and waits. Once connected it
 * shows the account as `<portico-button>` does (the same `accountLabel` of @portico/ui) and opens Account.
 */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  showAccount = true,
  showBalance = true,
  ...rest
}: ConnectButtonProps) {
  const account = useAccountState()
  const { open } = useModal()
  const status = account?.status ?? 'disconnected'
  const busy = status === 'connecting' || status === 'reconnecting'
  // The React buttons speak English for now, like their `label` default; the modal follows `locale`.
  const shown = showAccount ? accountLabel(account, 'en', { showBalance }) : undefined
  return (
    <button
      type="button"
      {...rest}
      {...preloadHandlers}
      aria-busy={busy}
      aria-label={shown?.name}
      title={shown ? account?.address : rest.title}
      onClick={() => open()}
    >
      {shown ? <AccountContent label={shown} /> : busy ? loadingLabel : label}
    </button>
  )
}
