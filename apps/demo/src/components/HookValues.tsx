import {
  useAccount,
  useModal,
  useNetwork,
  usePorticoEvents,
  usePorticoState,
  usePorticoTheme,
  useProvider,
  useWalletInfo,
} from '@portico/react'
import { HookValue } from './HookValue'

/** Every hook's value, live. */
export function HookValues() {
  const account = useAccount()
  const network = useNetwork()
  const modal = useModal()
  const state = usePorticoState()
  const theme = usePorticoTheme()
  const event = usePorticoEvents()
  const { walletInfo } = useWalletInfo()
  const { walletProviderType } = useProvider('eip155')
  return (
    <section className="card card--wide" aria-labelledby="hooks-heading">
      <h2 id="hooks-heading">Hooks</h2>
      <dl>
        <HookValue label="useAccount().status" value={account.status} />
        <HookValue label="useAccount().address" value={account.address} />
        <HookValue label="useAccount().caipAddress" value={account.caipAddress} />
        <HookValue label="useAccount().balance" value={account.balance} />
        <HookValue label="useAccount().balanceSymbol" value={account.balanceSymbol} />
        <HookValue label="useNetwork().caipNetwork.name" value={network.caipNetwork?.name} />
        <HookValue label="useNetwork().chainId" value={network.chainId} />
        <HookValue label="useModal().isOpen" value={modal.isOpen} />
        <HookValue label="usePorticoState().activeNamespace" value={state.activeNamespace} />
        <HookValue label="usePorticoState().selectedNetworkId" value={state.selectedNetworkId} />
        <HookValue label="usePorticoTheme().themeMode" value={theme.themeMode} />
        <HookValue label="usePorticoEvents().name" value={event?.name} />
        <HookValue label="useWalletInfo().walletInfo.name" value={walletInfo?.name} />
        <HookValue label="useProvider('eip155').walletProviderType" value={walletProviderType} />
      </dl>
    </section>
  )
}
