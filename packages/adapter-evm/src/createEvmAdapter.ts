import {
  type AdapterSetup,
  type CaipNetwork,
  type ChainAdapter,
  createWalletConnectRoute,
} from '@portico/core'
import type { Config, Storage } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import type { getCallsStatus } from './actions/getCallsStatus'
import type { getCapabilities } from './actions/getCapabilities'
import type { getTokenBalance } from './actions/getTokenBalance'
import { reconnect } from './actions/reconnect'
import type { sendCalls } from './actions/sendCalls'
import type { signTypedData } from './actions/signTypedData'
import { EVM_CAPABILITIES } from './constants'
import type { EvmAdapterContext } from './context'
import { createWagmiConfig } from './createWagmiConfig'
import { createConnectorRegistry, type WalletTarget } from './discovery/createConnectorRegistry'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import { forwardConnectorEvents } from './forwardConnectorEvents'
import { createSessionProvider } from './walletconnect/createSessionProvider'

export type CreateEvmAdapterParameters = {
  /** The eip155 networks; when absent, the ones core passes to setup. Given here, wagmiConfig exists at once. */
  networks?: readonly CaipNetwork[]
  /** SPEC §9: stablecoin contracts whose `transfer` returns no bool (USDT-style). */
  stablecoinsWithLegacyTransfer?: readonly string[]
  /** Icon URLs sent with wallet_addEthereumChain (SPEC §7's iconUrls), by chain id. */
  chainImages?: Record<number, string>
  /** Where wallets announce themselves and `ethereum` lives; the page's window by default. */
  target?: WalletTarget
  /** wagmi's own persistence, for a host using wagmi beside Portico; none by default. */
  storage?: Storage | null
}

type Bound<action> = action extends (context: EvmAdapterContext, ...rest: infer rest) => infer result
  ? (...rest: rest) => result
  : never

/** The eip155 ChainAdapter on @wagmi/core and viem, plus EVM-only actions and the shared wagmiConfig. */
export type EvmAdapter = ChainAdapter & {
  readonly wagmiConfig: Config
  getTokenBalance: Bound<typeof getTokenBalance>
  signTypedData: Bound<typeof signTypedData>
  getCapabilities: Bound<typeof getCapabilities>
  sendCalls: Bound<typeof sendCalls>
  getCallsStatus: Bound<typeof getCallsStatus>
  /** Stops listening for wallets. */
  destroy(): void
}

export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const { stablecoinsWithLegacyTransfer = [], chainImages = {}, storage = null } = parameters
  let config = parameters.networks ? createWagmiConfig({ networks: parameters.networks, storage }) : undefined
  let context: EvmAdapterContext | undefined

  const ready = (what: string) => {
    if (!context) throw new AdapterNotReadyError(what)
    return context
  }
  const bind =
    <rest extends unknown[], result>(action: (context: EvmAdapterContext, ...rest: rest) => result) =>
    (...rest: rest) =>
      action(ready(action.name), ...rest)
  // Actions used only once connected load on first call, so a page's first chunk holds what connecting needs.
  const bindOnDemand =
    <rest extends unknown[], result>(
      name: string,
      load: () => Promise<(context: EvmAdapterContext, ...rest: rest) => Promise<result>>,
    ) =>
    (...rest: rest): Promise<result> => {
      const current = ready(name)
      return load().then((action) => action(current, ...rest))
    }

  return {
    namespace: 'eip155',
    capabilities: EVM_CAPABILITIES,
    get wagmiConfig() {
      if (!config) throw new AdapterNotReadyError('wagmiConfig')
      return config
    },
    setup({ networks, events, options, walletConnect, embeddedWallet }: AdapterSetup) {
      config ??= createWagmiConfig({ networks, storage })
      const sharedConfig = config
      const target = parameters.target ?? (globalThis as { window?: WalletTarget }).window
      // ARCHITECTURE.md "Adapters": WalletConnect is the client's one shared connector, listed here for eip155.
      const sessionConnector = options.enableWalletConnect
        ? walletConnect?.connectors.find((connector) => connector.chain === 'eip155')
        : undefined
      const route =
        walletConnect && sessionConnector ? createWalletConnectRoute(walletConnect, 'eip155') : undefined
      // The embedded wallet's AUTH connector: wagmi drives it over core's provider.
      const authConnector = embeddedWallet?.connectors.find((connector) => connector.chain === 'eip155')
      const registry = createConnectorRegistry({
        config: sharedConfig,
        target: target ?? new EventTarget(),
        events,
        enableEIP6963: options.enableEIP6963 && target !== undefined,
        enableInjected: options.enableInjected && target !== undefined,
        onConnectorCreated: (connector) => forwardConnectorEvents(sharedConfig, connector, events),
        ...(walletConnect && sessionConnector
          ? {
              walletConnect: {
                connector: sessionConnector,
                provider: createSessionProvider(walletConnect),
              },
            }
          : {}),
        ...(embeddedWallet && authConnector
          ? {
              embeddedWallet: {
                connector: authConnector,
                provider: embeddedWallet.evmProvider as unknown as EIP1193Provider,
              },
            }
          : {}),
      })
      // SPEC §4: the wallet ending the session reaches core, which disconnects every namespace.
      route?.watch(events)
      context = {
        config: sharedConfig,
        registry,
        stablecoinsWithLegacyTransfer: new Set(
          stablecoinsWithLegacyTransfer.map((address) => address.toLowerCase()),
        ),
        chainImages,
        walletConnect: route,
      }
      registry.start()
    },
    destroy: () => context?.registry.stop(),
    connect: bind(connect),
    reconnect: bind(reconnect),
    disconnect: bind(disconnect),
    switchNetwork: bindOnDemand('switchNetwork', () =>
      import('./actions/switchNetwork').then((module) => module.switchNetwork),
    ),
    signMessage: bindOnDemand('signMessage', () =>
      import('./actions/signMessage').then((module) => module.signMessage),
    ),
    getBalance: bindOnDemand('getBalance', () =>
      import('./actions/getBalance').then((module) => module.getBalance),
    ),
    sendTransaction: bindOnDemand('sendTransaction', () =>
      import('./actions/sendFlow').then((module) => module.sendTransaction),
    ),
    estimateGas: bindOnDemand('estimateGas', () =>
      import('./actions/estimateGas').then((module) => module.estimateGas),
    ),
    estimateSendFee: bindOnDemand('estimateSendFee', () =>
      import('./actions/sendFlow').then((module) => module.estimateSendFee),
    ),
    waitForTransaction: bindOnDemand('waitForTransaction', () =>
      import('./actions/sendFlow').then((module) => module.waitForTransaction),
    ),
    writeContract: bindOnDemand('writeContract', () =>
      import('./actions/writeContract').then((module) => module.writeContract),
    ),
    getTokenBalance: bindOnDemand('getTokenBalance', () =>
      import('./actions/getTokenBalance').then((module) => module.getTokenBalance),
    ),
    signTypedData: bindOnDemand('signTypedData', () =>
      import('./actions/signTypedData').then((module) => module.signTypedData),
    ),
    getCapabilities: bindOnDemand('getCapabilities', () =>
      import('./actions/getCapabilities').then((module) => module.getCapabilities),
    ),
    sendCalls: bindOnDemand('sendCalls', () =>
      import('./actions/sendCalls').then((module) => module.sendCalls),
    ),
    getCallsStatus: bindOnDemand('getCallsStatus', () =>
      import('./actions/getCallsStatus').then((module) => module.getCallsStatus),
    ),
    getProvider: (connectorId: string) => ready('getProvider').registry.providerOf(connectorId),
  }
}
