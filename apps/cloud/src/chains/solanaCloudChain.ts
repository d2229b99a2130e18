/** An SPL token the balance route reports, with the symbol the price table is keyed by. */
export type SolanaCloudToken = {
  mint: string
  name: string
  symbol: string
  decimals: number
}

/** A Solana cluster the data API serves balances of, reached through its node's JSON-RPC. */
export type SolanaCloudChain = {
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash (SPEC §3). */
  caipNetworkId: `solana:${string}`
  name: string
  rpcUrl: string
  tokens: SolanaCloudToken[]
}

/** SPEC §5: a Solana address is 32 to 44 base58 characters. */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
