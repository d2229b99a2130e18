import { expect, test } from 'vitest'
import { exactAmount } from './exactAmount'

test('keeps every significant decimal and drops trailing zeros', () => {
  expect(exactAmount('0.010000000000000000')).toBe('0.01')
  expect(exactAmount('0.000000000000000001')).toBe('0.000000000000000001')
  expect(exactAmount('1.000000000')).toBe('1')
  expect(exactAmount('1500')).toBe('1500')
  expect(exactAmount('0')).toBe('0')
})
