import { useAccount } from '../hooks/useAccount'
import { useDisconnect } from '../hooks/useDisconnect'
import { useModal } from '../hooks/useModal'
import { useNetwork } from '../hooks/useNetwork'
import { usePorticoEvents } from '../hooks/usePorticoEvents'
import { usePorticoState } from '../hooks/usePorticoState'
import { usePorticoTheme } from '../hooks/usePorticoTheme'
import { useProvider } from '../hooks/useProvider'
import { useWalletInfo } from '../hooks/useWalletInfo'

/** Renders every hook's value as text, as the demo does, so tests read what a user would see. */
export function HookProbe({ onStatus }: { onStatus?: (status: string) => void }) {
  const account = useAccount()
  const network = useNetwork()
  const modal = useModal()
  const state = usePorticoState()
  const theme = usePorticoTheme()
  const event = usePorticoEvents()
  const { walletInfo } = useWalletInfo()
  const { walletProviderType } = useProvider('eip155')
  useDisconnect()
  onStatus?.(account.status)
  return (
    <dl>
      <dt>status</dt>
      <dd data-hook="status">{account.status}</dd>
      <dt>address</dt>
      <dd data-hook="address">{account.address ?? '—'}</dd>
      <dt>balance</dt>
      <dd data-hook="balance">{account.balance ?? '—'}</dd>
      <dt>network</dt>
      <dd data-hook="network">{network.caipNetwork?.name ?? '—'}</dd>
      <dt>modal</dt>
      <dd data-hook="modal">{modal.isOpen ? 'open' : 'closed'}</dd>
      <dt>namespace</dt>
      <dd data-hook="namespace">{state.activeNamespace ?? '—'}</dd>
      <dt>theme</dt>
      <dd data-hook="theme">{theme.themeMode}</dd>
      <dt>event</dt>
      <dd data-hook="event">{event?.name ?? '—'}</dd>
      <dt>wallet</dt>
      <dd data-hook="wallet">{walletInfo?.name ?? '—'}</dd>
      <dt>provider</dt>
      <dd data-hook="provider">{walletProviderType ?? '—'}</dd>
    </dl>
  )
}
