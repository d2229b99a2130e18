import { expect, test } from 'vitest'
import { getWalletFeatureOrder } from './getWalletFeatureOrder'

test('onramp, swaps, receive, send when all are on (SPEC §9)', () => {
  expect(
    getWalletFeatureOrder({ send: true, receive: true, swaps: ['1inch'], onramp: ['meld', 'coinbase'] }),
  ).toEqual(['onramp', 'swaps', 'receive', 'send'])
})

test('only the enabled ones, in the same order', () => {
  expect(getWalletFeatureOrder({ send: true, receive: false, swaps: false, onramp: ['coinbase'] })).toEqual([
    'onramp',
    'send',
  ])
})

test('an empty provider list or a missing feature counts as off', () => {
  expect(getWalletFeatureOrder({ onramp: [], swaps: ['1inch'] })).toEqual(['swaps'])
  expect(getWalletFeatureOrder({})).toEqual([])
})
