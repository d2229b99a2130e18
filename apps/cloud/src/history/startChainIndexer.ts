import { hexToBigInt } from 'viem'
import { callRpc } from '../chains/callRpc'
import type { CloudChain } from '../chains/cloudChain'
import { INDEXER_BLOCKS_PER_STEP } from '../constants'
import type { Database } from '../db/database'
import type { Logger } from '../logger'
import type { NftToken } from '../nfts/createNftMetadataFetcher'
import { findCommonBlock, lastStoredBlock } from './findCommonBlock'
import type { IndexedBlock } from './indexedTransfer'
import { readBlock, readBlockRange } from './readBlockRange'
import type { CollectionCache } from './readCollection'
import { forgetBlocksAbove, storeBlocks } from './storeBlocks'

export type StartChainIndexerParameters = {
  db: Database
  chain: CloudChain
  logger: Logger
  pollingMs: number
  /** Hears, after each step, how many blocks the node's head is past the last one stored. */
  onLag?: (blocks: number) => void
  /** Hears the addresses whose value moved in the blocks just stored (the balance cache forgets them). */
  onMoved?: (addresses: string[]) => void
  /** Hears the ERC-721 tokens that moved in the blocks just stored (their metadata is read next). */
  onNfts?: (tokens: NftToken[]) => void
}

export type ChainIndexer = {
  /** Stops polling and waits for the step in progress, so the database can close after it. */
  stop: () => Promise<void>
}

/**
 * Follows one chain for the account history (SPEC §7): from the block after the last one stored,
 * up to the node's head, a step at a time; a stored block the node no longer has (a reorg, or a
 * devnet restarted from block 0) is forgotten back to the last block both agree on, then re-read.
 */
export function startChainIndexer({
  db,
  chain,
  logger,
  pollingMs,
  onLag = () => {},
  onMoved = () => {},
  onNfts = () => {},
}: StartChainIndexerParameters): ChainIndexer {
  const collections: CollectionCache = new Map()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  /** One step; true when the node has more blocks than were read. */
  async function step(): Promise<boolean> {
    const head = hexToBigInt(await callRpc<`0x${string}`>(chain.rpcUrl, 'eth_blockNumber'))
    const last = await lastStoredBlock(db, chain.chainId)
    if (last) {
      const block = last.number <= head ? await readBlock(chain, last.number) : null
      if (block?.hash !== last.hash) {
        const common = await findCommonBlock(db, chain, last.number)
        await db.transaction((tx) => forgetBlocksAbove(tx, chain.chainId, common))
        logger.info(
          { chainId: chain.chainId, from: String(last.number), to: String(common) },
          'indexer_rewound',
        )
        return true
      }
    }
    const from = last ? last.number + 1n : 0n
    if (from > head) {
      onLag(0)
      return false
    }
    const to =
      head - from >= BigInt(INDEXER_BLOCKS_PER_STEP) ? from + BigInt(INDEXER_BLOCKS_PER_STEP) - 1n : head
    const blocks = await readBlockRange(chain, from, to, collections)
    // Blocks read while the chain reorganised may come from two forks: store none, look again next poll.
    if (!isOneChain(blocks, last?.hash)) return false
    await db.transaction((tx) => storeBlocks(tx, chain.chainId, blocks))
    const moved = blocks.flatMap((block) =>
      block.transfers.flatMap((transfer) => [transfer.from, transfer.to]),
    )
    if (moved.length > 0) onMoved(moved)
    const nfts = blocks.flatMap((block) =>
      block.transfers.flatMap(({ tokenAddress, tokenId }) =>
        tokenAddress && tokenId !== undefined ? [{ contract: tokenAddress, tokenId }] : [],
      ),
    )
    if (nfts.length > 0) onNfts(nfts)
    onLag(Number(head - to))
    return to < head
  }

  let failing = false
  function schedule(delayMs: number) {
    if (stopped) return
    timer = setTimeout(() => {
      running = step().then(
        (more) => {
          if (failing) logger.info({ chainId: chain.chainId }, 'indexer_recovered')
          failing = false
          schedule(more ? 0 : pollingMs)
        },
        (error: unknown) => {
          // The node may be down or restarting: said once, then tried again at every poll.
          if (!stopped && !failing) {
            logger.error({ chainId: chain.chainId, message: String(error) }, 'indexer_step_failed')
          }
          failing = true
          schedule(pollingMs)
        },
      )
    }, delayMs)
  }

  schedule(0)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** Each block's parent is the block before it, the first one's the last block stored. */
function isOneChain(blocks: readonly IndexedBlock[], lastHash: string | undefined): boolean {
  return blocks.every((block, index) => {
    const parent = index === 0 ? lastHash : blocks[index - 1]?.hash
    return parent === undefined || block.parentHash === parent
  })
}
