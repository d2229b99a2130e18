import type { AdapterEvents, AdapterSetup } from '../adapter/ChainAdapter'
import type { Connector } from '../types/connector'
import { createWalletConnectRoute, type WalletConnectRoute } from './createWalletConnectRoute'
import type { WalletConnectNamespace } from './walletConnectNamespaces'

/** A namespace adapter's share of the client's WalletConnect connector. */
export type AttachedWalletConnect = {
  /** The connector as listed in this namespace. */
  connector: Connector
  /** Where the adapter hands connect, reconnect, disconnect and signing for that connector. */
  route: WalletConnectRoute
  /** The adapter's events, with the WalletConnect connector listed after the adapter's own wallets. */
  events: AdapterEvents
  /** Stops passing the wallet's disconnect on. */
  stop(): void
}

/**
 * ARCHITECTURE.md "Adapters": what an adapter does at setup to serve the client's one WalletConnect
 * connector in its namespace, when the host has WalletConnect on. The wallet ending the session reaches
 * core, which disconnects every namespace (SPEC §4). Undefined when there is no connector to serve.
 */
export function attachWalletConnect(
  setup: AdapterSetup,
  namespace: WalletConnectNamespace,
): AttachedWalletConnect | undefined {
  const shared = setup.options.enableWalletConnect ? setup.walletConnect : undefined
  const connector = shared?.connectors.find((listed) => listed.chain === namespace)
  if (!shared || !connector) return undefined
  const route = createWalletConnectRoute(shared, namespace)
  return {
    connector,
    route,
    events: {
      ...setup.events,
      connectorsChanged: (connectors) => setup.events.connectorsChanged([...connectors, connector]),
    },
    stop: route.watch(setup.events),
  }
}
