import type { AccountNft } from '@portico/core'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { Image } from '../../primitives/Image/Image'

const column = { display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, textAlign: 'start' } as const
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const
const muted = { ...oneLine, fontSize: 12, color: 'var(--pc-fg-1-muted)' } as const

/** One NFT: its image, its name over its collection's name. */
export function NftRow({ nft }: { nft: AccountNft }) {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 56 }}>
      <Image src={nft.imageUrl} alt={nft.name} size={48} radius={10} fallback={<WalletIcon size={20} />} />
      <span style={column}>
        <span style={oneLine}>{nft.name}</span>
        <span style={muted}>{nft.collection.name || nft.collection.symbol}</span>
      </span>
    </li>
  )
}
