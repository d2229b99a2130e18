import { porticoSolanaDevnet, solana, solanaDevnet, solanaTestnet } from '@portico/core'
import { expect, test } from 'vitest'
import { toWalletStandardChain } from './toWalletStandardChain'

test('the three clusters map to their Wallet Standard chains, any other network to localnet', () => {
  expect(toWalletStandardChain(solana)).toBe('solana:mainnet')
  expect(toWalletStandardChain(solanaTestnet)).toBe('solana:testnet')
  expect(toWalletStandardChain(solanaDevnet)).toBe('solana:devnet')
  expect(toWalletStandardChain(porticoSolanaDevnet)).toBe('solana:localnet')
})
