import { expect, it } from 'vitest'
import { formatDecimal } from './formatDecimal'

it.each([
  [1234n, 3, '1.234'],
  [5n, 3, '0.005'],
  [0n, 3, '0.000'],
  [-1500n, 3, '-1.500'],
  [42n, 0, '42'],
  [10n ** 30n, 18, '1000000000000.000000000000000000'],
])('formatDecimal(%d, %d) is %j', (units, decimals, expected) => {
  expect(formatDecimal(units, decimals)).toBe(expected)
})
