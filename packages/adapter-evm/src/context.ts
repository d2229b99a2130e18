import type { WalletConnectRoute } from '@portico/core'
import type { Config, Connector } from '@wagmi/core'
import { ConnectorNotConnectedError } from '@wagmi/core'
import type { Address } from 'viem'
import type { ConnectorRegistry } from './discovery/createConnectorRegistry'

/** What every action of the adapter works with, once setup has run. */
export type EvmAdapterContext = {
  config: Config
  registry: ConnectorRegistry
  /** SPEC §9: stablecoins whose transfer returns no bool (USDT-style), lower-cased. */
  stablecoinsWithLegacyTransfer: ReadonlySet<string>
  /** Icons sent as wallet_addEthereumChain's iconUrls, by chain id (SPEC §7). */
  chainImages: Readonly<Record<number, string>>
  /** How the shared WALLET_CONNECT connector's connect, reconnect, disconnect and signing are handed over. */
  walletConnect: WalletConnectRoute | undefined
}

/** The address a connected connector acts for; SPEC §8's 'Connector not connected' otherwise. */
export function connectedAccount(config: Config, connector: Connector): Address {
  const account = config.state.connections.get(connector.uid)?.accounts[0]
  if (!account) throw new ConnectorNotConnectedError()
  return account
}
