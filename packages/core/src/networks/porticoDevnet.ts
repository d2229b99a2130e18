import { defineNetwork } from './defineNetwork'

// The local anvil chains of @portico/devnet (ARCHITECTURE.md "The local stack": ports 8545 and 8546).
// The devnet deploys its names universal resolver from account 0 right after the fixtures (nonce 4),
// at this address on both chains, so viem's getEnsAddress / getEnsName find it on the chain.
const DEVNET_ENS_CONTRACTS = {
  ensUniversalResolver: { address: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9' },
} as const

export const porticoDevnet = defineNetwork({
  id: 31337,
  name: 'Portico Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  contracts: DEVNET_ENS_CONTRACTS,
  testnet: true,
})

export const porticoDevnetL2 = defineNetwork({
  id: 31338,
  name: 'Portico Devnet L2',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'], webSocket: ['ws://127.0.0.1:8546'] } },
  contracts: DEVNET_ENS_CONTRACTS,
  testnet: true,
})

// @portico/devnet's LiteSVM chain: its fixed genesis hash HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHNT4cUC9wL85ee gives
// the CAIP-2 reference; websockets on 8900, the port web3.js's Connection derives from 8899.
export const porticoSolanaDevnet = defineNetwork({
  id: 'HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHN',
  name: 'Portico Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
})
