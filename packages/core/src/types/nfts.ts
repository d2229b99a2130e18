/** An NFT the account holds, as Portico Cloud's `/v1/account/{address}/nfts` serves it. */
export type AccountNft = {
  /** CAIP-2. */
  chainId: string
  /** CAIP-10 of the collection's contract. */
  address: string
  tokenId: string
  name: string
  description?: string
  imageUrl?: string
  collection: { name: string; symbol: string }
  /** Whether the cloud read the token's metadata, has yet to, or refused its host. */
  metadata: 'read' | 'pending' | 'refused'
}
