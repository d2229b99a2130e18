import type { AdapterCapabilities, SolanaCommitment } from '@portico/core'

/** SPEC §1: Solana has balances, send and on-ramp; no activity or names; no gas estimate or contracts. */
export const SOLANA_CAPABILITIES: AdapterCapabilities = {
  balance: true,
  send: true,
  activity: false,
  names: false,
  onramp: true,
  signMessage: true,
  switchNetwork: true,
  estimateGas: false,
  writeContract: false,
}

/** The commitment the adapter reads and confirms at unless the host sets one (one of SPEC §5's values). */
export const DEFAULT_COMMITMENT: SolanaCommitment = 'confirmed'

/** Lamports in one SOL: the native currency has 9 decimals. */
export const SOL_DECIMALS = 9

/** Wallet Standard chain ids of the clusters, by CAIP-2 reference (genesis-hash prefix). */
export const WALLET_STANDARD_CHAINS: Readonly<Record<string, `solana:${string}`>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSRkCKW': 'solana:testnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
}

/** Any other network (a local validator, the Portico devnet) is a Wallet Standard localnet. */
export const WALLET_STANDARD_LOCALNET = 'solana:localnet'

/** How often a sent transaction's status is read while waiting (SPEC §9's polling floor). */
export const SIGNATURE_POLL_INTERVAL_MS = 500

/** How long a restore on page load waits for a wallet whose script registers it late. */
export const RECONNECT_WAIT_MS = 3_000
