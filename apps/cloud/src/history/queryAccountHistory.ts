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
  /** Set for an ERC-721 transfer, with its contract and what its metadata gave. */
  token_id: string | null
  token_address: string | null
  nft_name: string | null
  nft_description: string | null
  nft_image_url: string | null
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
  const where = ['(t.from_address = $1 or t.to_address = $1)']
  if (chainId !== undefined) {
    params.push(chainId)
    where.push(`t.chain_id = $${params.length}`)
  }
  if (after) {
    params.push(after.minedAt, after.chainId, after.blockNumber, after.txIndex, after.logIndex)
    const n = params.length
    where.push(
      `(t.mined_at, t.chain_id, t.block_number, t.tx_index, t.log_index) < ($${n - 4}::timestamptz, $${n - 3}::integer, $${n - 2}::bigint, $${n - 1}::integer, $${n}::integer)`,
    )
  }
  params.push(limit)
  // Order by the table's columns (t.), not by the text the bigints are read out as.
  return db.query<HistoryRow>(
    `select t.chain_id, t.block_number::text as block_number, t.tx_index, t.log_index, t.tx_hash, t.mined_at,
       t.from_address, t.to_address, t.name, t.symbol, t.decimals, t.amount::text as amount, t.status,
       t.token_id::text as token_id, t.token_address,
       m.name as nft_name, m.description as nft_description, m.image_url as nft_image_url
     from account_transfers as t
     left join nft_metadata as m on t.token_id is not null and m.chain_id = t.chain_id
       and m.contract_address = t.token_address and m.token_id = t.token_id
     where ${where.join(' and ')}
     order by t.mined_at desc, t.chain_id desc, t.block_number desc, t.tx_index desc, t.log_index desc
     limit $${params.length}`,
    params,
  )
}
