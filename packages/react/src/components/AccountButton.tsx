import { formatBalance, truncateAddress } from '@portico/core'
import type { ButtonHTMLAttributes } from 'react'
import { useAccount } from '../hooks/useAccount'
import { useModal } from '../hooks/useModal'
import { preloadHandlers } from './preloadHandlers'

export type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'>

/** The connected account, truncated, with its native balance (SPEC §5); opens the Account view. Nothing when disconnected. */
export function AccountButton(props: AccountButtonProps) {
  const { address, isConnected, balance, balanceSymbol } = useAccount()
  const { open } = useModal()
  if (!isConnected || !address) return null
  const short = truncateAddress(address)
  const amount = balance === undefined ? undefined : `${formatBalance(balance)} ${balanceSymbol ?? ''}`.trim()
  return (
    <button
      type="button"
      {...props}
      {...preloadHandlers}
      aria-label={amount ? `Account ${short}, ${amount}` : `Account ${short}`}
      title={address}
      onClick={() => open({ view: 'Account' })}
    >
      <span>{short}</span>
      {amount ? <span> {amount}</span> : null}
    </button>
  )
}
