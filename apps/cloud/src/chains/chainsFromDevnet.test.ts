import { expect, test } from 'vitest'
import { nftMetadataHostsFromDevnetDescription } from './chainsFromDevnet'

const description = { chains: [], tokens: [] }

test('the devnet’s NFT metadata host is allowed with its port; an older description adds none', () => {
  expect(
    nftMetadataHostsFromDevnetDescription({
      ...description,
      nftCollection: { metadataBaseUri: 'http://127.0.0.1:41234/nft/' },
    }),
  ).toEqual(['127.0.0.1:41234'])
  expect(nftMetadataHostsFromDevnetDescription(description)).toEqual([])
})
