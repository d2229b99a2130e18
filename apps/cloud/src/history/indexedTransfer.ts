import type { Address, Hash } from 'viem'

/**
 * One value movement the indexer read: a native transfer (logIndex -1), an ERC-20 Transfer log, or an
 * ERC-721 Transfer log (its token id set; name and symbol are the collection's, amount 1, decimals 0).
 */
export type IndexedTransfer = {
  chainId: number
  blockNumber: bigint
  txIndex: number
  /** -1 for the native value of the transaction itself. */
  logIndex: number
  txHash: Hash
  minedAt: Date
  from: Address
  to: Address
  /** Undefined for the chain's native currency. */
  tokenAddress: Address | undefined
  name: string
  symbol: string
  decimals: number
  amount: bigint
  /** The ERC-721 token moved; undefined for native and ERC-20 transfers. */
  tokenId: bigint | undefined
  status: 'confirmed' | 'failed'
}

/** A block as the indexer stores it: its hash (to notice a reorg or a reset) and its transfers. */
export type IndexedBlock = { number: bigint; hash: Hash; parentHash: Hash; transfers: IndexedTransfer[] }

/** The transfers of native value have no log; they sort before the logs of their transaction. */
export const NATIVE_LOG_INDEX = -1
