import { expect, test } from 'vitest'
import type { Transaction, TransactionTransfer } from '../types/transactions'
import { isSpamTransaction } from './isSpamTransaction'

const spamNft: TransactionTransfer = { nft_info: { name: 'Free mint', flags: { is_spam: true } } }
const nft: TransactionTransfer = { nft_info: { name: 'Punk', flags: { is_spam: false } } }
const usdc: TransactionTransfer = { fungible_info: { symbol: 'USDC', quantity: { numeric: '5' } } }
const transaction = (transfers: TransactionTransfer[]): Transaction => ({
  id: '0x1',
  metadata: {
    minedAt: '2026-01-01T00:00:00Z',
    chain: 'eip155:1',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
  transfers,
})

test('spam when every transfer is a spam NFT (SPEC §5)', () => {
  expect(isSpamTransaction(transaction([spamNft]))).toBe(true)
  expect(isSpamTransaction(transaction([spamNft, spamNft]))).toBe(true)
})

test('not spam when any transfer is a token or an NFT not flagged', () => {
  expect(isSpamTransaction(transaction([spamNft, usdc]))).toBe(false)
  expect(isSpamTransaction(transaction([spamNft, nft]))).toBe(false)
  expect(isSpamTransaction(transaction([{ nft_info: { name: 'No flags' } }]))).toBe(false)
})

test('a transaction that moves nothing (a contract call) is not spam', () => {
  expect(isSpamTransaction(transaction([]))).toBe(false)
})
