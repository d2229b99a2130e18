import { defineNetwork } from './defineNetwork'

// SPEC §3, §9: the supported EVM mainnets. Public RPC endpoints; hosts usually pass their own.
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

export const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

export const optimism = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
})

export const arbitrum = defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})

export const polygon = defineNetwork({
  id: 137,
  name: 'Polygon',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
})

export const celo = defineNetwork({
  id: 42220,
  name: 'Celo',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
})

export const aurora = defineNetwork({
  id: 1313161554,
  name: 'Aurora',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
})

export const bsc = defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
})

export const avalanche = defineNetwork({
  id: 43114,
  name: 'Avalanche',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
})

export const zksync = defineNetwork({
  id: 324,
  name: 'ZKsync Era',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
})

export const gnosis = defineNetwork({
  id: 100,
  name: 'Gnosis',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
})

export const base = defineNetwork({
  id: 8453,
  name: 'Base',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})

export const zora = defineNetwork({
  id: 7777777,
  name: 'Zora',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
})
