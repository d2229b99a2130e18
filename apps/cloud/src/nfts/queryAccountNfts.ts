import type { Address } from 'viem'
import type { Queryable } from '../db/database'

/** One token the account holds, with its collection and whatever metadata was read. */
export type AccountNftRow = {
  chain_id: number
  contract_address: string
  token_id: string
  collection_name: string | null
  collection_symbol: string | null
  status: string | null
  name: string | null
  description: string | null
  image_url: string | null
}

export type QueryAccountNftsParameters = {
  account: Address
  /** Only that chain's tokens; every chain's when absent. */
  chainId: number | undefined
  limit: number
}

/** The ERC-721 tokens the account holds now, the latest it received first. */
export async function queryAccountNfts(
  db: Queryable,
  { account, chainId, limit }: QueryAccountNftsParameters,
): Promise<AccountNftRow[]> {
  const params: unknown[] = [account.toLowerCase()]
  const where = ['o.owner_address = $1']
  if (chainId !== undefined) {
    params.push(chainId)
    where.push(`o.chain_id = $${params.length}`)
  }
  params.push(limit)
  return db.query<AccountNftRow>(
    `select o.chain_id, o.contract_address, o.token_id::text as token_id,
       c.name as collection_name, c.symbol as collection_symbol,
       m.status, m.name, m.description, m.image_url
     from nft_owners as o
     left join nft_collections as c on c.chain_id = o.chain_id and c.contract_address = o.contract_address
     left join nft_metadata as m on m.chain_id = o.chain_id and m.contract_address = o.contract_address
       and m.token_id = o.token_id
     where ${where.join(' and ')}
     order by o.block_number desc, o.tx_index desc, o.log_index desc
     limit $${params.length}`,
    params,
  )
}
