import type { EvmAdapter } from '@portico/adapter-evm'
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
import { useWagmiAddress } from './useWagmiAddress'

/** Every hook's value, live, and wagmi's address beside Portico's. */
export function HookValues({ evm }: { evm: EvmAdapter }) {
  const account = useAccount()
  const wagmiAddress = useWagmiAddress(evm)
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
        <HookValue label="getConnection(wagmiConfig).address" value={wagmiAddress} />
        <HookValue
          label="useAccount().embeddedWalletInfo.accountType"
          value={account.embeddedWalletInfo?.accountType}
        />
        <HookValue
          label="useAccount().embeddedWalletInfo.isSmartAccountDeployed"
          value={account.embeddedWalletInfo?.isSmartAccountDeployed}
        />
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
