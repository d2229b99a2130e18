import { expect, it } from 'vitest'
import * as testnets from './eip155Testnets'

// SPEC §9 "testnets": the main testnet of each supported EVM network.
it.each([
  [testnets.sepolia, 'eip155:11155111', 'Sepolia', 'ETH'],
  [testnets.optimismSepolia, 'eip155:11155420', 'OP Sepolia', 'ETH'],
  [testnets.arbitrumSepolia, 'eip155:421614', 'Arbitrum Sepolia', 'ETH'],
  [testnets.polygonAmoy, 'eip155:80002', 'Polygon Amoy', 'POL'],
  [testnets.baseSepolia, 'eip155:84532', 'Base Sepolia', 'ETH'],
  [testnets.bscTestnet, 'eip155:97', 'BNB Smart Chain Testnet', 'tBNB'],
  [testnets.avalancheFuji, 'eip155:43113', 'Avalanche Fuji', 'AVAX'],
  [testnets.zksyncSepolia, 'eip155:300', 'ZKsync Sepolia Testnet', 'ETH'],
  [testnets.gnosisChiado, 'eip155:10200', 'Gnosis Chiado', 'XDAI'],
  [testnets.zoraSepolia, 'eip155:999999999', 'Zora Sepolia', 'ETH'],
])('%#: %s is %s with %s', (network, caipNetworkId, name, symbol) => {
  expect(network.caipNetworkId).toBe(caipNetworkId)
  expect(network.name).toBe(name)
  expect(network.nativeCurrency).toMatchObject({ symbol, decimals: 18 })
  expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
  expect(network.testnet).toBe(true)
})

it('has one test row per exported testnet', () => {
  expect(Object.keys(testnets)).toHaveLength(10)
})
