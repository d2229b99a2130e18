import { describe, expect, test } from 'vitest'
import { isSpamNft, type SpamCheckedNft } from './isSpamNft'

const tile: SpamCheckedNft = {
  chainId: 31337,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  collectionName: 'Devnet Tiles',
  name: 'Tile #3',
  description: 'A fixture NFT of the Devnet Tiles collection',
}

describe('isSpamNft (SPEC §5)', () => {
  test('an ordinary collection is not spam', () => {
    expect(isSpamNft(tile, [])).toBe(false)
  })

  test('the operator lists a contract by address (any chain) or by CAIP-10 (that chain only)', () => {
    const address = tile.contractAddress.toLowerCase()
    expect(isSpamNft(tile, [address])).toBe(true)
    expect(isSpamNft(tile, [`eip155:31337:${tile.contractAddress}`])).toBe(true)
    expect(isSpamNft(tile, [`eip155:1:${address}`])).toBe(false)
  })

  test.each([
    ['collectionName', 'Visit https://rewards.example to claim'],
    ['name', 'USDC voucher'],
    ['name', '1000 USDT at usdt-gift.xyz'],
    ['description', 'Go to www.mint-now.example'],
    ['collectionName', 'Free Mint Pass'],
    ['name', 'Airdrop #5'],
  ] as const)('a %s of %j marks it spam', (field, words) => {
    expect(isSpamNft({ ...tile, [field]: words }, [])).toBe(true)
  })

  test('words that only resemble a lure are not spam', () => {
    expect(isSpamNft({ ...tile, name: 'Claimed land #4', description: 'Reclaim the sea' }, [])).toBe(false)
  })
})
