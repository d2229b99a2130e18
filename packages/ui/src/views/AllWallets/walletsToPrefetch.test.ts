import { WALLETS_PAGE_SIZE } from '@portico/core'
import { expect, test } from 'vitest'
import { walletsToPrefetch } from './walletsToPrefetch'

test('SPEC §9: the first 20 of each page of 40 are prefetched, the rest are not', () => {
  const wallets = Array.from({ length: 90 }, (_, index) => ({ id: String(index), name: String(index) }))
  const ids = walletsToPrefetch(wallets, WALLETS_PAGE_SIZE).map((wallet) => Number(wallet.id))
  expect(ids).toEqual([
    ...Array.from({ length: 20 }, (_, index) => index),
    ...Array.from({ length: 20 }, (_, index) => 40 + index),
    ...Array.from({ length: 10 }, (_, index) => 80 + index),
  ])
})
