import type { ApiPromise } from '@polkadot/api'
import type { AdapterEvents, AttachedWalletConnect, CaipNetwork, ConnectionAccount } from '@portico/core'
import type { ExtensionRegistry } from './discovery/createExtensionRegistry'
import { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'
import type { InjectedPolkadot } from './wallets/InjectedPolkadot'

/** One enabled extension: what enable() gave, the network the app is on and the accounts shared for it. */
export type PolkadotConnection = {
  injected: InjectedPolkadot
  caipNetwork: CaipNetwork
  accounts: ConnectionAccount[]
}

/** What every action of the adapter works with, once setup has run. */
export type PolkadotAdapterContext = {
  registry: ExtensionRegistry
  events: AdapterEvents
  /** The configured polkadot networks. */
  networks: readonly CaipNetwork[]
  /** The name extensions show the visitor when asked to allow the site. */
  appName: string
  /** How long a restore waits for an extension that injects after the page starts. */
  reconnectWaitMs: number
  /** Each enabled extension's connection, by connector id. */
  connections: Map<string, PolkadotConnection>
  /** The accounts.subscribe unsubscribers of enabled extensions, by connector id. */
  watchers: Map<string, () => void>
  /** One @polkadot/api connection per node's WebSocket URL, shared by balance reads and sends; loaded on first use. */
  apis: Map<string, Promise<ApiPromise>>
  /** The client's WalletConnect connector, when the host has it on: its polkadot sessions go through it. */
  walletConnect: AttachedWalletConnect | undefined
}

/** An enabled extension's connection, which must share `address` when one is given; 'Connector not connected' otherwise. */
export function connectionOf(
  context: PolkadotAdapterContext,
  connectorId: string,
  address?: string,
): PolkadotConnection {
  const connection = context.connections.get(connectorId)
  if (
    !connection ||
    (address !== undefined && !connection.accounts.some((account) => account.address === address))
  )
    throw new ConnectorNotConnectedError(connectorId, address)
  return connection
}
