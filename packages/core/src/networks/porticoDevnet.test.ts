import { expect, it } from 'vitest'
import { porticoDevnet, porticoDevnetL2, porticoSolanaDevnet } from './porticoDevnet'

it('Portico Devnet is chain 31337 on port 8545', () => {
  expect(porticoDevnet).toEqual({
    id: 31337,
    name: 'Portico Devnet',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
    contracts: { ensUniversalResolver: { address: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9' } },
    testnet: true,
  })
})

it('Portico Devnet L2 is chain 31338 on port 8546', () => {
  expect(porticoDevnetL2).toEqual({
    id: 31338,
    name: 'Portico Devnet L2',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31338',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'], webSocket: ['ws://127.0.0.1:8546'] } },
    contracts: { ensUniversalResolver: { address: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9' } },
    testnet: true,
  })
})

it('Portico Solana Devnet is the devnet genesis hash on port 8899, websockets on 8900', () => {
  expect(porticoSolanaDevnet).toEqual({
    id: 'HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHN',
    name: 'Portico Solana Devnet',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHN',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
    testnet: true,
  })
})
