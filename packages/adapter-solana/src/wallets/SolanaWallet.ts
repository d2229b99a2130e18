import type { SolanaCommitment } from '@portico/core'
import type { Connection } from '@solana/web3.js'

/** Options a wallet's send honours (Wallet Standard's solana:signAndSendTransaction options). */
export type SendOptions = { commitment?: SolanaCommitment; skipPreflight?: boolean; maxRetries?: number }

/**
 * One shape for every Solana wallet the adapter drives, whether found through the Wallet Standard
 * or handed in by the host as a @solana/wallet-adapter-base adapter. Transactions travel serialized.
 */
export type SolanaWallet = {
  readonly id: string
  readonly name: string
  readonly icon?: string
  readonly kind: 'standard' | 'adapter'
  /** The object the host may use directly (useProvider): the Wallet Standard wallet or the adapter. */
  readonly provider: unknown
  /** Base58 addresses the site holds now. */
  accounts(): string[]
  /** Asks for the accounts; `silent` restores an earlier grant without a prompt, or gives none. */
  connect(options: { silent: boolean }): Promise<string[]>
  disconnect(): Promise<void>
  /** Calls back with the accounts whenever the wallet changes them; returns the unsubscribe. */
  onAccountsChanged(listener: (accounts: string[]) => void): () => void
  signMessage?(address: string, message: Uint8Array): Promise<Uint8Array>
  signTransaction?(address: string, transaction: Uint8Array, chain: string): Promise<Uint8Array>
  /** Signs and sends through the wallet's own RPC; undefined when the wallet cannot for this chain. */
  signAndSendTransaction?(
    address: string,
    transaction: Uint8Array,
    chain: string,
    options: SendOptions,
    /** The adapter's RPC for the chain: wallet adapters send through it, standard wallets through their own. */
    connection: Connection,
  ): Promise<Uint8Array>
  /** Whether the wallet declares it serves this Wallet Standard chain. */
  supportsChain(chain: string): boolean
}
