import type { Address } from 'viem'
import type { Queryable } from '../db/database'
import type { HistoryPosition } from './historyCursor'

/** One stored transfer touching the account, as the history route reads it. */
export type HistoryRow = {
  chain_id: number
  block_number: string
  tx_index: number
  log_index: number
  tx_hash: string
  mined_at: Date | string
  from_address: string
  to_address: string
  name: string
  symbol: string
  decimals: number
  amount: string
  status: string
}

export type QueryAccountHistoryParameters = {
  account: Address
  /** SPEC §5: only the connected chain; every chain when absent. */
  chainId: number | undefined
  /** Only transfers older than this position (the cursor of the previous page). */
  after: HistoryPosition | undefined
  limit: number
}

/** SPEC §7: the account's transfers, sent or received, newest first, keyed by block and log position. */
export async function queryAccountHistory(
  db: Queryable,
  { account, chainId, after, limit }: QueryAccountHistoryParameters,
): Promise<HistoryRow[]> {
  const params: unknown[] = [account.toLowerCase()]
  const where = ['(from_address = $1 or to_address = $1)']
  if (chainId !== undefined) {
    params.push(chainId)
    where.push(`chain_id = $${params.length}`)
  }
  if (after) {
    params.push(after.minedAt, after.chainId, after.blockNumber, after.txIndex, after.logIndex)
    const n = params.length
    where.push(
      `(mined_at, chain_id, block_number, tx_index, log_index) < ($${n - 4}::timestamptz, $${n - 3}::integer, $${n - 2}::bigint, $${n - 1}::integer, $${n}::integer)`,
    )
  }
  params.push(limit)
  // Order by the table's columns (t.), not by the text the bigints are read out as.
  return db.query<HistoryRow>(
    `select chain_id, block_number::text as block_number, tx_index, log_index, tx_hash, mined_at,
       from_address, to_address, name, symbol, decimals, amount::text as amount, status
     from account_transfers as t where ${where.join(' and ')}
     order by t.mined_at desc, t.chain_id desc, t.block_number desc, t.tx_index desc, t.log_index desc
     limit $${params.length}`,
    params,
  )
}
