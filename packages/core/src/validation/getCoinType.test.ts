import { expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/classes'
import { getCoinType } from './getCoinType'

it.each([
  [0, 0x80000000],
  [1, 2147483649],
  [10, 2147483658],
  [8453, 2147492101],
  [0x7fffffff, 0xffffffff],
])('getCoinType(%d) is %d', (chainId, expected) => {
  expect(getCoinType(chainId)).toBe(expected)
})

it.each([0x80000000, 0x80000001, 2 ** 40, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
  'getCoinType(%d) throws "Invalid chainId"',
  (chainId) => {
    expect(() => getCoinType(chainId)).toThrow(InvalidChainIdError)
    expect(() => getCoinType(chainId)).toThrow(/^Invalid chainId/)
  },
)
