import { getAddress } from 'viem'
import type { AccountNftRow } from './queryAccountNfts'

/** An NFT as the data API serves it. */
export type AccountNft = {
  /** CAIP-2. */
  chainId: string
  /** CAIP-10 of the collection's contract. */
  address: string
  tokenId: string
  /** The metadata's name, else the collection's name and the token id. */
  name: string
  description?: string
  imageUrl?: string
  collection: { name: string; symbol: string }
  /** Whether the token's metadata was read, is still to be read, or was refused (host, size, time). */
  metadata: 'read' | 'pending' | 'refused'
}

/** The name shown for a token: its own, or `Collection #id` when its metadata gave none. */
export function nftDisplayName(name: string | null, collectionName: string | null, tokenId: string): string {
  return name ?? `${collectionName || 'NFT'} #${tokenId}`
}

/** A stored row as the data API's NFT. */
export function accountNft(row: AccountNftRow): AccountNft {
  const chainId = `eip155:${row.chain_id}`
  return {
    chainId,
    address: `${chainId}:${getAddress(row.contract_address)}`,
    tokenId: row.token_id,
    name: nftDisplayName(row.name, row.collection_name, row.token_id),
    ...(row.description ? { description: row.description } : {}),
    ...(row.image_url ? { imageUrl: row.image_url } : {}),
    collection: { name: row.collection_name ?? '', symbol: row.collection_symbol ?? '' },
    metadata: row.status === null ? 'pending' : row.status === 'ok' ? 'read' : 'refused',
  }
}
