import { porticoSolanaDevnet } from '@portico/core'
import { SOLANA_DEVNET_CHAIN } from '@portico/devnet'
import { expect, test } from 'vitest'
import { PORTICO_SOLANA_DEVNET_CHAIN, SOLANA_TEST_WALLET_CHAINS } from './constants'

// The browser entry cannot import the Node-only devnet, so the id is written here and checked here.
test('the wallet’s Portico Solana chain is the devnet’s and core’s network', () => {
  expect(PORTICO_SOLANA_DEVNET_CHAIN).toBe(SOLANA_DEVNET_CHAIN)
  expect(PORTICO_SOLANA_DEVNET_CHAIN).toBe(porticoSolanaDevnet.caipNetworkId)
  expect(SOLANA_TEST_WALLET_CHAINS).toContain(PORTICO_SOLANA_DEVNET_CHAIN)
})
