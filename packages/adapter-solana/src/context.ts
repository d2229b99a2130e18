import type { AdapterEvents, CaipNetwork, SolanaCommitment } from '@portico/core'
import type { Connection } from '@solana/web3.js'
import type { WalletRegistry } from './discovery/createWalletRegistry'
import { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'
import type { SolanaWallet } from './wallets/SolanaWallet'

/** What every action of the adapter works with, once setup has run. */
export type SolanaAdapterContext = {
  registry: WalletRegistry
  events: AdapterEvents
  /** SPEC §5: the commitment reads and confirmations use, checked when the adapter was created. */
  commitment: SolanaCommitment
  /** How long a restore waits for a wallet whose script registers it after the page starts. */
  reconnectWaitMs: number
  /** One RPC connection per network, at the adapter's commitment. */
  connectionFor(caipNetwork: CaipNetwork): Connection
  /** The network each connected wallet is used on: Solana wallets hold no network, the adapter does. */
  networks: Map<string, CaipNetwork>
  /** Account watchers of connected wallets, by connector id. */
  watchers: Map<string, () => void>
}

/** The address a connected wallet acts for: the given one if granted, else its first; 'Connector not connected' otherwise. */
export function connectedAddress(wallet: SolanaWallet, address?: string): string {
  const accounts = wallet.accounts()
  const chosen = address ?? accounts[0]
  if (!chosen || !accounts.includes(chosen)) throw new ConnectorNotConnectedError(wallet.id, address)
  return chosen
}
