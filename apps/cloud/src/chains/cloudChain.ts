import type { Address } from 'viem'

/** An ERC-20 the balance route reports, with the symbol the price table is keyed by. */
export type CloudToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** A Uniswap V2 market the swap routes trade on: Router02, the factory it was built with, and its WETH. */
export type SwapMarket = {
  router: Address
  factory: Address
  /** The wrapped native currency the router swaps the native currency through. */
  weth: Address
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
  /** Where swaps trade on this chain; swaps are offered only on a swap network (SPEC §9, `swapNetworks`) with one. */
  swapMarket?: SwapMarket
}

/** SPEC §3: network ids use namespace:chain-id. */
export function caipNetworkId(chain: Pick<CloudChain, 'chainId'>): string {
  return `eip155:${chain.chainId}`
}
