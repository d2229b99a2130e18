import type { Address } from 'viem'

/** An ERC-20 the balance route reports, with the symbol the price table is keyed by. */
export type CloudToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** An EVM chain the data API and the RPC proxy serve, reached through its node's HTTP RPC. */
export type CloudChain = {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  tokens: CloudToken[]
  /** Milliseconds between blocks; the indexer polls at half of it (SPEC §9), 12 s when absent. */
  blockTimeMs?: number
}

/** SPEC §3: network ids use namespace:chain-id. */
export function caipNetworkId(chain: Pick<CloudChain, 'chainId'>): string {
  return `eip155:${chain.chainId}`
}
