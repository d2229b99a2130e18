import { expect, it } from 'vitest'
import { SWAP_CAIP_NETWORK_IDS } from '../constants'
import * as mainnets from './eip155'

// SPEC §3, §9: each supported EVM mainnet, by id, name and currency.
it.each([
  ['eip155:1', 'Ethereum', 'ETH', 'https://eth.merkle.io', mainnets.ethereum],
  ['eip155:10', 'OP Mainnet', 'ETH', 'https://mainnet.optimism.io', mainnets.optimism],
  ['eip155:42161', 'Arbitrum One', 'ETH', 'https://arb1.arbitrum.io/rpc', mainnets.arbitrum],
  ['eip155:137', 'Polygon', 'POL', 'https://polygon-rpc.com', mainnets.polygon],
  ['eip155:42220', 'Celo', 'CELO', 'https://forno.celo.org', mainnets.celo],
  ['eip155:1313161554', 'Aurora', 'ETH', 'https://mainnet.aurora.dev', mainnets.aurora],
  ['eip155:56', 'BNB Smart Chain', 'BNB', 'https://bsc-dataseed.bnbchain.org', mainnets.bsc],
  ['eip155:43114', 'Avalanche', 'AVAX', 'https://api.avax.network/ext/bc/C/rpc', mainnets.avalanche],
  ['eip155:324', 'ZKsync Era', 'ETH', 'https://mainnet.era.zksync.io', mainnets.zksync],
  ['eip155:100', 'Gnosis', 'XDAI', 'https://rpc.gnosischain.com', mainnets.gnosis],
  ['eip155:8453', 'Base', 'ETH', 'https://mainnet.base.org', mainnets.base],
  ['eip155:7777777', 'Zora', 'ETH', 'https://rpc.zora.energy', mainnets.zora],
])('%s is %s with %s', (caipNetworkId, name, symbol, rpcUrl, network) => {
  expect(network.caipNetworkId).toBe(caipNetworkId)
  expect(network.id).toBe(Number(caipNetworkId.slice('eip155:'.length)))
  expect(network.chainNamespace).toBe('eip155')
  expect(network.name).toBe(name)
  expect(network.nativeCurrency.symbol).toBe(symbol)
  expect(network.nativeCurrency.decimals).toBe(18)
  expect(network.rpcUrls.default.http).toEqual([rpcUrl])
  expect(network.blockExplorers.default.url).toMatch(/^https:\/\//)
  expect(network.testnet).toBe(false)
})

it('defines exactly the twelve mainnets SPEC §9 lists', () => {
  expect(Object.keys(mainnets).sort()).toEqual([
    'arbitrum',
    'aurora',
    'avalanche',
    'base',
    'bsc',
    'celo',
    'ethereum',
    'gnosis',
    'optimism',
    'polygon',
    'zksync',
    'zora',
  ])
})

it('defines every swap network of SPEC §9 that is in the catalogue', () => {
  const defined = new Set<string>(Object.values(mainnets).map((network) => network.caipNetworkId))
  // Fantom (250) and Kaia (8217) are swap networks SPEC lists but does not name among the supported ones.
  expect(SWAP_CAIP_NETWORK_IDS.filter((id) => !defined.has(id))).toEqual(['eip155:250', 'eip155:8217'])
})
