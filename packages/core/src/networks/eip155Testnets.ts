import { defineNetwork } from './defineNetwork'

// SPEC §9: the main testnets of the supported EVM networks.
const sepoliaEther = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const

export const sepolia = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})

export const optimismSepolia = defineNetwork({
  id: 11155420,
  name: 'OP Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' } },
  testnet: true,
})

export const arbitrumSepolia = defineNetwork({
  id: 421614,
  name: 'Arbitrum Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
})

export const polygonAmoy = defineNetwork({
  id: 80002,
  name: 'Polygon Amoy',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc-amoy.polygon.technology'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
})

export const baseSepolia = defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
})

export const bscTestnet = defineNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
})

export const avalancheFuji = defineNetwork({
  id: 43113,
  name: 'Avalanche Fuji',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
})

export const zksyncSepolia = defineNetwork({
  id: 300,
  name: 'ZKsync Sepolia Testnet',
  chainNamespace: 'eip155',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.era.zksync.dev'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io' } },
  testnet: true,
})

export const gnosisChiado = defineNetwork({
  id: 10200,
  name: 'Gnosis Chiado',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Gnosis Chiado xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.chiadochain.net'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://gnosis-chiado.blockscout.com' } },
  testnet: true,
})

export const zoraSepolia = defineNetwork({
  id: 999999999,
  name: 'Zora Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Zora Sepolia', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy' } },
  testnet: true,
})
