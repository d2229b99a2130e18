import { expect, it } from 'vitest'
import * as testnets from './eip155Testnets'

// SPEC §9 "testnets": the main testnet of each supported EVM network.
it.each([
  ['eip155:11155111', 'Sepolia', 'ETH', testnets.sepolia],
  ['eip155:11155420', 'OP Sepolia', 'ETH', testnets.optimismSepolia],
  ['eip155:421614', 'Arbitrum Sepolia', 'ETH', testnets.arbitrumSepolia],
  ['eip155:80002', 'Polygon Amoy', 'POL', testnets.polygonAmoy],
  ['eip155:84532', 'Base Sepolia', 'ETH', testnets.baseSepolia],
  ['eip155:97', 'BNB Smart Chain Testnet', 'tBNB', testnets.bscTestnet],
  ['eip155:43113', 'Avalanche Fuji', 'AVAX', testnets.avalancheFuji],
  ['eip155:300', 'ZKsync Sepolia Testnet', 'ETH', testnets.zksyncSepolia],
  ['eip155:10200', 'Gnosis Chiado', 'XDAI', testnets.gnosisChiado],
  ['eip155:999999999', 'Zora Sepolia', 'ETH', testnets.zoraSepolia],
])('%s is %s with %s', (caipNetworkId, name, symbol, network) => {
  expect(network.caipNetworkId).toBe(caipNetworkId)
  expect(network.name).toBe(name)
  expect(network.nativeCurrency).toMatchObject({ symbol, decimals: 18 })
  expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
  expect(network.testnet).toBe(true)
})

it('has one test row per exported testnet', () => {
  expect(Object.keys(testnets)).toHaveLength(10)
})
