import { type AdapterSetup, attachWalletConnect, type ChainAdapter } from '@portico/core'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import { reconnect } from './actions/reconnect'
import { switchNetwork } from './actions/switchNetwork'
import { unwatchAccounts } from './actions/watchAccounts'
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
export type PolkadotAdapter = Omit<ChainAdapter, 'getProvider'> & {
  /** The enabled extension (its accounts and signer, for @polkadot/api) of a connected connector. */
  getProvider(connectorId: string): InjectedPolkadot | undefined
  /** Stops listening to the page and to the extensions. */
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
        walletConnect,
      }
      registry.start()
    },
    destroy() {
      context?.registry.stop()
      context?.walletConnect?.stop()
      for (const connectorId of [...(context?.watchers.keys() ?? [])])
        if (context) unwatchAccounts(context, connectorId)
    },
    connect: bind(connect),
    reconnect: bind(reconnect),
    disconnect: bind(disconnect),
    switchNetwork: bind(switchNetwork),
    // Signing needs @polkadot/util, loaded on first use so a page's first chunk holds what connecting needs.
    signMessage: (parameters) => {
      const current = ready('signMessage')
      return import('./actions/signMessage').then(({ signMessage }) => signMessage(current, parameters))
    },
    getProvider: (connectorId: string) => ready('getProvider').connections.get(connectorId)?.injected,
  }
}
