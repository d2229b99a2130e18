import { expect, it } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from './solana'

// SPEC §3: three Solana networks.
it.each([
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', false, 'https://api.mainnet-beta.solana.com', solana],
  [
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkCKW',
    'Solana Testnet',
    true,
    'https://api.testnet.solana.com',
    solanaTestnet,
  ],
  [
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'Solana Devnet',
    true,
    'https://api.devnet.solana.com',
    solanaDevnet,
  ],
])('%s is %s', (caipNetworkId, name, testnet, rpcUrl, network) => {
  expect(network.caipNetworkId).toBe(caipNetworkId)
  expect(network.chainNamespace).toBe('solana')
  expect(network.name).toBe(name)
  expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  expect(network.rpcUrls.default.http).toEqual([rpcUrl])
  expect(network.testnet).toBe(testnet)
})
