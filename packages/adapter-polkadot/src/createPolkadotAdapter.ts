import type { ApiPromise } from '@polkadot/api'
import { type AdapterSetup, attachWalletConnect, type CaipNetwork, type ChainAdapter } from '@portico/core'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import type { EstimateSendFeeParameters, EstimateSendFeeReturnType } from './actions/estimateSendFee'
import type { GetBalanceParameters, GetBalanceReturnType } from './actions/getBalance'
import { reconnect } from './actions/reconnect'
import type { SendTransactionParameters, SendTransactionReturnType } from './actions/sendTransaction'
import { switchNetwork } from './actions/switchNetwork'
import { unwatchAccounts } from './actions/watchAccounts'
import { disconnectPolkadotApis } from './chain/disconnectPolkadotApis'
import { DEFAULT_APP_NAME, POLKADOT_CAPABILITIES, RECONNECT_WAIT_MS } from './constants'
import type { PolkadotAdapterContext } from './context'
import { createExtensionRegistry } from './discovery/createExtensionRegistry'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import type { InjectedPolkadot } from './wallets/InjectedPolkadot'
import { DEFAULT_POLKADOT_EXTENSIONS, type PolkadotExtension } from './wallets/PolkadotExtension'

export type CreatePolkadotAdapterParameters = {
  /** The name extensions show the visitor when asked to allow the site; 'Portico' by default. */
  appName?: string
  /** How known extensions present themselves (polkadot{.js}, Talisman, SubWallet, Nova by default). */
  extensions?: readonly PolkadotExtension[]
  /** The page, whose `injectedWeb3` extensions fill; the global `window` by default (read at setup). */
  target?: EventTarget
  /** How long a restore waits for its extension to inject. */
  reconnectWaitMs?: number
}

/** The polkadot ChainAdapter over `window.injectedWeb3` extensions. */
export type PolkadotAdapter = Omit<
  ChainAdapter,
  'getProvider' | 'getBalance' | 'sendTransaction' | 'estimateSendFee'
> & {
  /** The free balance through @polkadot/api, in the chain's own decimals and symbol. */
  getBalance(parameters: GetBalanceParameters): Promise<GetBalanceReturnType>
  /** A balances.transferKeepAlive signed in the extension (signPayload); its hash once in a block. */
  sendTransaction(parameters: SendTransactionParameters): Promise<SendTransactionReturnType>
  /** The transfer's network fee in planck. */
  estimateSendFee(parameters: EstimateSendFeeParameters): Promise<EstimateSendFeeReturnType>
  /** The adapter's @polkadot/api connection to the network's node (one per RPC URL), for a host's own queries. */
  getApi(caipNetwork: CaipNetwork): Promise<ApiPromise>
  /** The enabled extension (its accounts and signer, for @polkadot/api) of a connected connector. */
  getProvider(connectorId: string): InjectedPolkadot | undefined
  /** Stops listening to the page and to the extensions, and closes the adapter's node connections. */
  destroy(): void
}

type Page = EventTarget & Record<string, unknown>

export function createPolkadotAdapter(parameters: CreatePolkadotAdapterParameters = {}): PolkadotAdapter {
  let context: PolkadotAdapterContext | undefined
  const ready = (what: string) => {
    if (!context) throw new AdapterNotReadyError(what)
    return context
  }
  const bind =
    <rest extends unknown[], result>(action: (context: PolkadotAdapterContext, ...rest: rest) => result) =>
    (...rest: rest) =>
      action(ready(action.name), ...rest)
  // Signing needs @polkadot/util and balances and sends @polkadot/api: each loads on first use, so a
  // page's first chunk holds what connecting needs.
  const bindOnDemand =
    <rest extends unknown[], result>(
      name: string,
      load: () => Promise<(context: PolkadotAdapterContext, ...rest: rest) => Promise<result>>,
    ) =>
    (...rest: rest): Promise<result> => {
      const current = ready(name)
      return load().then((action) => action(current, ...rest))
    }

  return {
    namespace: 'polkadot',
    capabilities: POLKADOT_CAPABILITIES,
    setup(adapterSetup: AdapterSetup) {
      const { events, networks } = adapterSetup
      // SSR: the page is looked up here, never at import.
      const target = (parameters.target ?? (globalThis as { window?: EventTarget }).window) as
        | Page
        | undefined
      const walletConnect = attachWalletConnect(adapterSetup, 'polkadot')
      const registry = createExtensionRegistry({
        target,
        extensions: parameters.extensions ?? DEFAULT_POLKADOT_EXTENSIONS,
        events: walletConnect?.events ?? events,
      })
      context = {
        registry,
        events,
        networks,
        appName: parameters.appName ?? DEFAULT_APP_NAME,
        reconnectWaitMs: parameters.reconnectWaitMs ?? RECONNECT_WAIT_MS,
        connections: new Map(),
        watchers: new Map(),
        apis: new Map(),
        walletConnect,
      }
      registry.start()
    },
    destroy() {
      if (!context) return
      context.registry.stop()
      context.walletConnect?.stop()
      for (const connectorId of [...context.watchers.keys()]) unwatchAccounts(context, connectorId)
      disconnectPolkadotApis(context)
    },
    connect: bind(connect),
    reconnect: bind(reconnect),
    disconnect: bind(disconnect),
    switchNetwork: bind(switchNetwork),
    signMessage: bindOnDemand('signMessage', () =>
      import('./actions/signMessage').then((module) => module.signMessage),
    ),
    getBalance: bindOnDemand('getBalance', () =>
      import('./actions/getBalance').then((module) => module.getBalance),
    ),
    sendTransaction: bindOnDemand('sendTransaction', () =>
      import('./actions/sendTransaction').then((module) => module.sendTransaction),
    ),
    estimateSendFee: bindOnDemand('estimateSendFee', () =>
      import('./actions/estimateSendFee').then((module) => module.estimateSendFee),
    ),
    getApi: bindOnDemand('getApi', () =>
      import('./chain/polkadotApiFor').then((module) => module.polkadotApiFor),
    ),
    getProvider: (connectorId: string) => ready('getProvider').connections.get(connectorId)?.injected,
  }
}
