import { expect, test } from 'vitest'
import {
  bitcoin,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  bitcoinTestnet4,
  networkNameOfChain,
} from './networks'

// The first 32 hex characters of each chain's genesis block hash (Bitcoin Core's chainparams).
test('every network has its CAIP-2 id', () => {
  expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
  expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
  expect(bitcoinTestnet4.caipNetworkId).toBe('bip122:00000000da84f2bafbbc53dee25a72ae')
  expect(bitcoinSignet.caipNetworkId).toBe('bip122:00000008819873e925422c1ff0f99f7c')
  expect(bitcoinRegtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  expect(
    [bitcoin, bitcoinTestnet, bitcoinTestnet4, bitcoinSignet, bitcoinRegtest].map((n) => n.testnet),
  ).toEqual([false, true, true, true, true])
})

test('Wallet Standard chains name their network, by Exodus name or CAIP-2 id', () => {
  expect(networkNameOfChain('bitcoin:regtest')).toBe('Regtest')
  expect(networkNameOfChain('bitcoin:testnet')).toBe('Testnet')
  expect(networkNameOfChain('bitcoin:mainnet')).toBe('Mainnet')
  expect(networkNameOfChain(bitcoinTestnet4.caipNetworkId)).toBe('Testnet4')
  expect(networkNameOfChain('bitcoin:litecoin')).toBeUndefined()
  expect(networkNameOfChain('solana:mainnet')).toBeUndefined()
})
