import { porticoSolanaDevnet, solanaDevnet } from '@portico/core'
import { expect, test } from 'vitest'
import { walletChainFor } from './walletChainFor'

const listing = (...chains: string[]) => ({ supportsChain: (chain: string) => chains.includes(chain) })

test('a wallet listing the cluster name gets it', () => {
  expect(walletChainFor(listing('solana:devnet'), solanaDevnet)).toBe('solana:devnet')
  expect(walletChainFor(listing('solana:localnet'), porticoSolanaDevnet)).toBe('solana:localnet')
})

test('a wallet listing the CAIP-2 id instead gets that', () => {
  expect(walletChainFor(listing('solana:HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHN'), porticoSolanaDevnet)).toBe(
    'solana:HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHN',
  )
})

test('a wallet listing neither gets the cluster name', () => {
  expect(walletChainFor(listing('solana:mainnet'), porticoSolanaDevnet)).toBe('solana:localnet')
})
