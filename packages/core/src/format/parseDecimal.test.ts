import { describe, expect, it } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/classes'
import { isValidDecimal, parseDecimal } from './parseDecimal'

describe('isValidDecimal', () => {
  it.each([
    ['0', true],
    ['12', true],
    ['1.5', true],
    ['-1.5', true],
    ['1.', true],
    ['.5', true],
    ['000.000', true],
    ['', false],
    ['.', false],
    ['-', false],
    ['1.2.3', false],
    ['1e18', false],
    ['1,000', false],
    [' 1', false],
    ['+1', false],
    ['0x10', false],
    ['NaN', false],
  ])('isValidDecimal(%j) is %s', (value, expected) => {
    expect(isValidDecimal(value)).toBe(expected)
  })
})

describe('parseDecimal', () => {
  it.each([
    ['1', 18, 1_000_000_000_000_000_000n],
    ['1.5', 6, 1_500_000n],
    ['.5', 1, 5n],
    ['1.', 2, 100n],
    ['-2.25', 2, -225n],
    ['0', 0, 0n],
    [
      '123456789012345678901234567890.123456789012345678',
      18,
      123456789012345678901234567890123456789012345678n,
    ],
    // rounding half away from zero beyond `decimals`
    ['1.2345', 3, 1235n],
    ['1.2344', 3, 1234n],
    ['-1.2345', 3, -1235n],
    ['0.9999', 3, 1000n],
    ['2.5', 0, 3n],
  ])('parseDecimal(%j, %d) is %d', (value, decimals, expected) => {
    expect(parseDecimal(value, decimals)).toBe(expected)
  })

  it.each(['', 'abc', '1.2.3', '1e3', '1,5'])('parseDecimal(%j) throws the SPEC §8 message', (value) => {
    expect(() => parseDecimal(value, 18)).toThrow(InvalidDecimalNumberError)
    expect(() => parseDecimal(value, 18)).toThrow(/^Number is not a valid decimal number/)
  })

  it.each([-1, 1.5])('refuses %d decimals', (decimals) => {
    expect(() => parseDecimal('1', decimals)).toThrow(RangeError)
  })
})
