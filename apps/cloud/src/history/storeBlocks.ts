import type { Queryable } from '../db/database'
import { placeholders } from '../db/placeholders'
import type { IndexedBlock, IndexedTransfer } from './indexedTransfer'
import { forgetNftOwnersAbove, storeNftOwners } from './storeNftOwners'

/** PostgreSQL takes at most 65,535 parameters a statement: 1000 rows of 15 stay well under. */
const TRANSFERS_PER_INSERT = 1000

const TRANSFER_COLUMNS = [
  'chain_id',
  'block_number',
  'tx_index',
  'log_index',
  'tx_hash',
  'mined_at',
  'from_address',
  'to_address',
  'token_address',
  'name',
  'symbol',
  'decimals',
  'amount',
  'token_id',
  'status',
] as const

/** Records the blocks and their transfers; ones already stored are kept as they are (no duplicates). */
export async function storeBlocks(
  tx: Queryable,
  chainId: number,
  blocks: readonly IndexedBlock[],
): Promise<void> {
  if (blocks.length === 0) return
  await tx.query(
    `insert into indexed_blocks (chain_id, number, hash) values ${placeholders(blocks.length, 3)} on conflict do nothing`,
    blocks.flatMap((block) => [chainId, block.number.toString(), block.hash]),
  )
  const transfers = blocks.flatMap((block) => block.transfers)
  for (let start = 0; start < transfers.length; start += TRANSFERS_PER_INSERT) {
    await insertTransfers(tx, transfers.slice(start, start + TRANSFERS_PER_INSERT))
  }
  await storeNftOwners(tx, chainId, transfers)
}

async function insertTransfers(tx: Queryable, transfers: readonly IndexedTransfer[]): Promise<void> {
  await tx.query(
    `insert into account_transfers (${TRANSFER_COLUMNS.join(', ')})
     values ${placeholders(transfers.length, TRANSFER_COLUMNS.length)} on conflict do nothing`,
    transfers.flatMap((transfer) => [
      transfer.chainId,
      transfer.blockNumber.toString(),
      transfer.txIndex,
      transfer.logIndex,
      transfer.txHash,
      transfer.minedAt.toISOString(),
      transfer.from.toLowerCase(),
      transfer.to.toLowerCase(),
      transfer.tokenAddress?.toLowerCase() ?? null,
      transfer.name,
      transfer.symbol,
      transfer.decimals,
      transfer.amount.toString(),
      transfer.tokenId?.toString() ?? null,
      transfer.status,
    ]),
  )
}

/** Forgets the blocks above `keep` and their transfers: the chain no longer holds them. */
export async function forgetBlocksAbove(tx: Queryable, chainId: number, keep: bigint): Promise<void> {
  await tx.query('delete from account_transfers where chain_id = $1 and block_number > $2', [
    chainId,
    keep.toString(),
  ])
  await forgetNftOwnersAbove(tx, chainId, keep)
  await tx.query('delete from indexed_blocks where chain_id = $1 and number > $2', [chainId, keep.toString()])
}
