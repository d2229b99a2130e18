import type { CloudChain } from '../chains/cloudChain'
import type { Database } from '../db/database'
import { readBlock } from './readBlockRange'

type StoredBlock = { number: bigint; hash: string }

/** The highest block the indexer stored, or undefined before its first block. */
export async function lastStoredBlock(db: Database, chainId: number): Promise<StoredBlock | undefined> {
  const [row] = await db.query<{ block: string; hash: string }>(
    // Ordered by the stored bigint, not by the text it is read out as.
    'select number::text as block, hash from indexed_blocks as b where chain_id = $1 order by b.number desc limit 1',
    [chainId],
  )
  return row ? { number: BigInt(row.block), hash: row.hash } : undefined
}

async function matchesNode(db: Database, chain: CloudChain, number: bigint): Promise<boolean> {
  const [row] = await db.query<{ hash: string }>(
    'select hash from indexed_blocks where chain_id = $1 and number = $2',
    [chain.chainId, number.toString()],
  )
  const block = await readBlock(chain, number)
  return row !== undefined && block !== null && block.hash === row.hash
}

/**
 * The highest stored block the node still holds with the same hash, or -1 when none (a devnet reset
 * to block 0 with new blocks). Blocks chain by hash, so a match at n means every block below matches:
 * a binary search finds it.
 */
export async function findCommonBlock(db: Database, chain: CloudChain, below: bigint): Promise<bigint> {
  let low = -1n
  let high = below
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if (await matchesNode(db, chain, middle)) low = middle
    else high = middle
  }
  return low
}
