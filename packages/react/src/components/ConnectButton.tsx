import type { ButtonHTMLAttributes } from 'react'
import { useAccount } from '../hooks/useAccount'
import { useModal } from '../hooks/useModal'
import { preloadHandlers } from './preloadHandlers'

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> & {
  label?: string
  loadingLabel?: string
}

/** Opens the modal on Connect (SPEC §2); while a wallet connects it says so and waits. */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  ...rest
}: ConnectButtonProps) {
  const { status } = useAccount()
  const { open } = useModal()
  const busy = status === 'connecting' || status === 'reconnecting'
  return (
    <button type="button" {...rest} {...preloadHandlers} aria-busy={busy} onClick={() => open()}>
      {busy ? loadingLabel : label}
    </button>
  )
}
