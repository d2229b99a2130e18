import { defineNetwork } from './defineNetwork'

// SPEC §3: the three Solana networks; ids are the CAIP-2 genesis-hash prefixes.
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

export const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
})

export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSRkCKW',
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
})

export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
})
