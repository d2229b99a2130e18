import { DEVNET_NFT_COLLECTION } from '../constants'

/** The ERC-721 metadata JSON schema's fields a wallet shows (EIP-721 "ERC721 Metadata JSON Schema"). */
export type NftMetadata = { name: string; description: string; image: string }

/** Tile colours by token id, so each fixture NFT looks different in the modal. */
const TILE_HUES = [12, 48, 96, 150, 196, 230, 270, 320] as const

/** The metadata of fixture token `tokenId`, its image served beside it at `origin`. */
export function nftMetadata(origin: string, tokenId: bigint): NftMetadata {
  return {
    name: `Tile #${tokenId}`,
    description: `A fixture NFT of the ${DEVNET_NFT_COLLECTION.name} collection on the Portico devnet`,
    image: `${origin}/nft/${tokenId}.svg`,
  }
}

/** A square tile in the token's colour with its number on it: a real image, made with no outside host. */
export function nftImageSvg(tokenId: bigint): string {
  const hue = TILE_HUES[Number(tokenId % BigInt(TILE_HUES.length))]
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="24" fill="hsl(${hue} 70% 55%)"/>`,
    `<circle cx="128" cy="112" r="56" fill="hsl(${hue} 80% 85%)"/>`,
    `<text x="128" y="220" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">#${tokenId}</text>`,
    '</svg>',
  ].join('')
}
