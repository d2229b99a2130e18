import type { Queryable } from '../db/database'
import type { IndexedBlock } from './indexedTransfer'

/** Records the blocks and their transfers; ones already stored are kept as they are (no duplicates). */
export async function storeBlocks(
  tx: Queryable,
  chainId: number,
  blocks: readonly IndexedBlock[],
): Promise<void> {
  for (const block of blocks) {
    await tx.query(
      'insert into indexed_blocks (chain_id, number, hash) values ($1, $2, $3) on conflict do nothing',
      [chainId, block.number.toString(), block.hash],
    )
    for (const transfer of block.transfers) {
      await tx.query(
        `insert into account_transfers (chain_id, block_number, tx_index, log_index, tx_hash, mined_at,
           from_address, to_address, token_address, name, symbol, decimals, amount, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) on conflict do nothing`,
        [
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
          transfer.status,
        ],
      )
    }
  }
}

/** Forgets the blocks above `keep` and their transfers: the chain no longer holds them. */
export async function forgetBlocksAbove(tx: Queryable, chainId: number, keep: bigint): Promise<void> {
  await tx.query('delete from account_transfers where chain_id = $1 and block_number > $2', [
    chainId,
    keep.toString(),
  ])
  await tx.query('delete from indexed_blocks where chain_id = $1 and number > $2', [chainId, keep.toString()])
}
