import { expect, it } from 'vitest'
import { bitcoin, bitcoinTestnet } from './bip122'

// SPEC §3: Bitcoin mainnet and testnet.
it.each([
  ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC', false, bitcoin],
  ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'tBTC', true, bitcoinTestnet],
])('%s is %s', (caipNetworkId, name, symbol, testnet, network) => {
  expect(network.caipNetworkId).toBe(caipNetworkId)
  expect(network.chainNamespace).toBe('bip122')
  expect(network.name).toBe(name)
  expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol, decimals: 8 })
  expect(network.testnet).toBe(testnet)
})
