import type { Queryable } from '../db/database'
import { placeholders } from '../db/placeholders'
import type { IndexedTransfer } from './indexedTransfer'

/** PostgreSQL takes at most 65,535 parameters a statement: 1000 rows of 7 stay well under. */
const OWNERS_PER_INSERT = 1000

/** Later in the chain: by block, then transaction, then log. */
function isLater(a: IndexedTransfer, b: IndexedTransfer): boolean {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber > b.blockNumber
  if (a.txIndex !== b.txIndex) return a.txIndex > b.txIndex
  return a.logIndex > b.logIndex
}

/**
 * Who holds each ERC-721 token the transfers moved: the receiver of its latest transfer, kept only when
 * later than the stored one. Also records each collection's name.
 */
export async function storeNftOwners(
  tx: Queryable,
  chainId: number,
  transfers: readonly IndexedTransfer[],
): Promise<void> {
  // One row a token: an upsert may not touch the same row twice in one statement.
  const latest = new Map<string, IndexedTransfer>()
  for (const transfer of transfers) {
    if (transfer.tokenId === undefined || !transfer.tokenAddress) continue
    const key = `${transfer.tokenAddress.toLowerCase()}/${transfer.tokenId}`
    const known = latest.get(key)
    if (!known || isLater(transfer, known)) latest.set(key, transfer)
  }
  const moved = [...latest.values()]
  for (let start = 0; start < moved.length; start += OWNERS_PER_INSERT) {
    const rows = moved.slice(start, start + OWNERS_PER_INSERT)
    await tx.query(
      `insert into nft_owners (chain_id, contract_address, token_id, owner_address, block_number, tx_index, log_index)
       values ${placeholders(rows.length, 7)}
       on conflict (chain_id, contract_address, token_id) do update set
         owner_address = excluded.owner_address, block_number = excluded.block_number,
         tx_index = excluded.tx_index, log_index = excluded.log_index
       where (nft_owners.block_number, nft_owners.tx_index, nft_owners.log_index)
         < (excluded.block_number, excluded.tx_index, excluded.log_index)`,
      rows.flatMap((transfer) => [
        chainId,
        transfer.tokenAddress?.toLowerCase(),
        transfer.tokenId?.toString(),
        transfer.to.toLowerCase(),
        transfer.blockNumber.toString(),
        transfer.txIndex,
        transfer.logIndex,
      ]),
    )
  }
  const collections = new Map(moved.map((transfer) => [transfer.tokenAddress?.toLowerCase(), transfer]))
  if (collections.size === 0) return
  await tx.query(
    `insert into nft_collections (chain_id, contract_address, name, symbol)
     values ${placeholders(collections.size, 4)} on conflict do nothing`,
    [...collections.entries()].flatMap(([address, transfer]) => [
      chainId,
      address,
      transfer.name,
      transfer.symbol,
    ]),
  )
}

/**
 * After the transfers above `keep` are forgotten (a reorg or a reset chain), each token they moved goes
 * back to the receiver of its latest transfer still stored, or to no one; a token no transfer is left
 * for loses its metadata, so a token minted again (a restarted devnet serves it elsewhere) is read afresh.
 */
export async function forgetNftOwnersAbove(tx: Queryable, chainId: number, keep: bigint): Promise<void> {
  await tx.query('delete from nft_owners where chain_id = $1 and block_number > $2', [
    chainId,
    keep.toString(),
  ])
  await tx.query(
    `insert into nft_owners (chain_id, contract_address, token_id, owner_address, block_number, tx_index, log_index)
     select distinct on (t.token_address, t.token_id)
       t.chain_id, t.token_address, t.token_id, t.to_address, t.block_number, t.tx_index, t.log_index
     from account_transfers as t
     where t.chain_id = $1 and t.token_id is not null and not exists (
       select 1 from nft_owners as o
       where o.chain_id = t.chain_id and o.contract_address = t.token_address and o.token_id = t.token_id)
     order by t.token_address, t.token_id, t.block_number desc, t.tx_index desc, t.log_index desc`,
    [chainId],
  )
  await tx.query(
    `delete from nft_metadata as m where m.chain_id = $1 and not exists (
       select 1 from account_transfers as t
       where t.chain_id = m.chain_id and t.token_address = m.contract_address and t.token_id = m.token_id)`,
    [chainId],
  )
}
