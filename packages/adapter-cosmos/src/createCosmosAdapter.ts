import { type AdapterSetup, attachWalletConnect, type ChainAdapter } from '@portico/core'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import { reconnect } from './actions/reconnect'
import { signMessage } from './actions/signMessage'
import { switchNetwork } from './actions/switchNetwork'
import { COSMOS_CAPABILITIES, RECONNECT_WAIT_MS } from './constants'
import type { CosmosAdapterContext } from './context'
import { createWalletRegistry } from './discovery/createWalletRegistry'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import { DEFAULT_INJECTED_WALLETS, type InjectedCosmosWallet } from './wallets/InjectedCosmosWallet'

export type CreateCosmosAdapterParameters = {
  /** The Keplr-compatible wallets to look for on the page; Keplr and Leap by default. */
  wallets?: readonly InjectedCosmosWallet[]
  /** Where wallets inject their globals and fire their events; the page's `window` by default (read at setup). */
  target?: EventTarget
  /** How long a restore waits for its wallet to inject. */
  reconnectWaitMs?: number
}

/** The cosmos ChainAdapter over Keplr-compatible wallets (window.keplr, window.leap…). */
export type CosmosAdapter = ChainAdapter & {
  /** Stops listening to the page. */
  destroy(): void
}

type Page = EventTarget & Record<string, unknown>

export function createCosmosAdapter(parameters: CreateCosmosAdapterParameters = {}): CosmosAdapter {
  let context: CosmosAdapterContext | undefined
  const ready = (what: string) => {
    if (!context) throw new AdapterNotReadyError(what)
    return context
  }
  const bind =
    <rest extends unknown[], result>(action: (context: CosmosAdapterContext, ...rest: rest) => result) =>
    (...rest: rest) =>
      action(ready(action.name), ...rest)

  return {
    namespace: 'cosmos',
    capabilities: COSMOS_CAPABILITIES,
    setup(adapterSetup: AdapterSetup) {
      const { events, networks } = adapterSetup
      // SSR: the page is looked up here, never at import.
      const target = (parameters.target ?? (globalThis as { window?: EventTarget }).window) as
        | Page
        | undefined
      const walletConnect = attachWalletConnect(adapterSetup, 'cosmos')
      const registry = createWalletRegistry({
        target,
        wallets: parameters.wallets ?? DEFAULT_INJECTED_WALLETS,
        events: walletConnect?.events ?? events,
      })
      context = {
        registry,
        target,
        events,
        networks,
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
      for (const unwatch of context?.watchers.values() ?? []) unwatch()
    },
    connect: bind(connect),
    reconnect: bind(reconnect),
    disconnect: bind(disconnect),
    switchNetwork: bind(switchNetwork),
    signMessage: bind(signMessage),
    getProvider: (connectorId: string) => ready('getProvider').registry.find(connectorId)?.provider,
  }
}
