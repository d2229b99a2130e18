import { expect, test } from 'vitest'
import type { TokenBalance } from '../types/tokens'
import { maxSendAmount } from './maxSendAmount'

const eth = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

test('Max of the native currency leaves twice the estimated network fee for the wallet’s own fee cap', () => {
  expect(maxSendAmount(eth('1'), 21_000n * 1_000_000_000n)).toBe('0.999958')
  expect(maxSendAmount(eth('10000.123456789012345678'), 1n)).toBe('10000.123456789012345676')
})

test('Max is zero, never negative, when the fee is more than the balance', () => {
  expect(maxSendAmount(eth('0.00004'), 21_000n * 1_000_000_000n)).toBe('0')
})

test('Max of a token is its whole balance: its fee is paid in the native currency', () => {
  const dusd = {
    ...eth('1000000.5'),
    address: 'eip155:31337:0xabc',
    quantity: { decimals: '6', numeric: '1000000.5' },
  }
  expect(maxSendAmount(dusd, 10n ** 18n)).toBe('1000000.5')
})
