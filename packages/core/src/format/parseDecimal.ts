import { InvalidDecimalNumberError } from '../errors/classes'

// An optional minus, then digits with an optional fraction; at least one digit ('1.', '.5' are fine).
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)$/

/** Whether `value` is a plain decimal number (no exponent, no separators, no spaces). */
export function isValidDecimal(value: string): boolean {
  return DECIMAL.test(value)
}

/**
 * A decimal string in units of 10^-decimals, e.g. `parseDecimal('1.5', 18)` for wei; digits beyond
 * `decimals` round half away from zero. Throws 'Number is not a valid decimal number' (SPEC §8).
 */
export function parseDecimal(value: string, decimals: number): bigint {
  if (!isValidDecimal(value)) throw new InvalidDecimalNumberError(value)
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
  }
  const negative = value.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  const roundsUp = (fraction[decimals] ?? '0') >= '5'
  const units = BigInt(`${whole || '0'}${kept}`) + (roundsUp ? 1n : 0n)
  return negative ? -units : units
}
