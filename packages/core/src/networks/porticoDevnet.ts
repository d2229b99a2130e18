import { defineNetwork } from './defineNetwork'

// The local anvil chains of @portico/devnet (ARCHITECTURE.md "The local stack": ports 8545 and 8546).
export const porticoDevnet = defineNetwork({
  id: 31337,
  name: 'Portico Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  testnet: true,
})

export const porticoDevnetL2 = defineNetwork({
  id: 31338,
  name: 'Portico Devnet L2',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'], webSocket: ['ws://127.0.0.1:8546'] } },
  testnet: true,
})

/**
 * The local Solana chain of @portico/devnet (LiteSVM RPC on port 8899). Its CAIP-2 reference is the
 * first 32 characters of the genesis hash the devnet answers: base58 of sha256("Portico Solana Devnet genesis").
 */
export const porticoSolanaDevnet = defineNetwork({
  id: 'HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHN',
  name: 'Portico Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
})
