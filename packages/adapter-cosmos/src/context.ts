import type { AdapterEvents, AttachedWalletConnect, CaipNetwork } from '@portico/core'
import type { WalletRegistry } from './discovery/createWalletRegistry'
import { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'

/** What every action of the adapter works with, once setup has run. */
export type CosmosAdapterContext = {
  registry: WalletRegistry
  /** The page, where wallets fire their keystore change events; none on a server. */
  target: EventTarget | undefined
  events: AdapterEvents
  /** The configured cosmos networks (suggest-chain finds their chain info here too). */
  networks: readonly CaipNetwork[]
  /** How long a restore waits for a wallet that injects after the page starts. */
  reconnectWaitMs: number
  /** Each connected wallet's network and account, by connector id. */
  connections: Map<string, { caipNetwork: CaipNetwork; address: string }>
  /** Keystore watchers of connected wallets, by connector id. */
  watchers: Map<string, () => void>
  /** The client's WalletConnect connector, when the host has it on: its cosmos sessions go through it. */
  walletConnect: AttachedWalletConnect | undefined
}

/** The connection of a wallet, which must act as `address` when one is given; 'Connector not connected' otherwise. */
export function connectionOf(context: CosmosAdapterContext, connectorId: string, address?: string) {
  const connection = context.connections.get(connectorId)
  if (!connection || (address !== undefined && connection.address !== address))
    throw new ConnectorNotConnectedError(connectorId, address)
  return connection
}
