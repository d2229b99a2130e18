import { expect, it } from 'vitest'
import { formatBalance } from './formatBalance'

it.each([
  // empty and not-a-number
  [undefined, '0.000'],
  [null, '0.000'],
  ['', '0.000'],
  ['   ', '0.000'],
  ['abc', '0.000'],
  [Number.NaN, '0.000'],
  [Number.POSITIVE_INFINITY, '0.000'],
  // strings
  ['0', '0.000'],
  ['1', '1.000'],
  ['1.23456', '1.235'],
  ['1.2344', '1.234'],
  ['0.0004', '0.000'],
  ['-0.0004', '0.000'],
  ['0.0005', '0.001'],
  ['-2.5', '-2.500'],
  ['123456789012345678901234.5678', '123456789012345678901234.568'],
  ['9007199254740993.0001', '9007199254740993.000'],
  ['1e3', '1000.000'],
  ['2.5E-2', '0.025'],
  ['0x10', '0.000'],
  ['Infinity', '0.000'],
  ['1,000', '0.000'],
  // numbers
  [0, '0.000'],
  [42, '42.000'],
  [1.0005, '1.001'],
  [0.1 + 0.2, '0.300'],
  [1e21, '1000000000000000000000.000'],
  [1e-7, '0.000'],
  [1.5e-3, '0.002'],
  [-1234.5678, '-1234.568'],
])('formatBalance(%j) is %j', (value, expected) => {
  expect(formatBalance(value)).toBe(expected)
})

it.each([
  ['1000000', 'en-US', '1,000,000.000'],
  ['1234.5678', 'de-DE', '1.234,568'],
  ['123456789012345678901.2345', 'en-US', '123,456,789,012,345,678,901.235'],
  [undefined, 'en-US', '0.000'],
])('formatBalance(%j, { locale: %j }) is %j', (value, locale, expected) => {
  expect(formatBalance(value, { locale })).toBe(expected)
})

it('a signed amount shows its plus sign, and zero none', () => {
  expect(formatBalance('1250', { locale: 'en-US', signed: true })).toBe('+1,250.000')
  expect(formatBalance('-0.25', { locale: 'en-US', signed: true })).toBe('-0.250')
  expect(formatBalance('0', { locale: 'en-US', signed: true })).toBe('0.000')
})
