import { DEFAULT_PAYMENT_METHOD_LIMITS } from '@portico/core'
import { describe, expect, test } from 'vitest'
import {
  feeCents,
  formatCents,
  isWithinLimits,
  parseFiatCents,
  parseScaledDecimal,
  quoteOnramp,
  scalePrice,
} from './onrampArithmetic'
import { ONRAMP_AMOUNT_INVALID_MESSAGE } from './onrampErrors'

const [card, ach] = DEFAULT_PAYMENT_METHOD_LIMITS
if (!card || !ach) throw new Error('SPEC §5 limits missing')

describe('parseFiatCents', () => {
  test.each([
    ['100', 10_000n],
    ['100.5', 10_050n],
    ['100.05', 10_005n],
    [' 7500.00 ', 750_000n],
    [100, 10_000n],
    [0.1, 10n],
    [19.99, 1_999n],
  ])('%j is %s cents', (amount, cents) => {
    expect(parseFiatCents(amount)).toBe(cents)
  })

  test.each(['', '0', '0.00', '-5', '1.005', '1e3', 'ten', '1,00', '.5'])('refuses %j', (amount) => {
    expect(() => parseFiatCents(amount)).toThrow(ONRAMP_AMOUNT_INVALID_MESSAGE)
  })

  test.each([1e21, Number.NaN, 1e-7, 0.001])('refuses the number %s', (amount) => {
    expect(() => parseFiatCents(amount)).toThrow(ONRAMP_AMOUNT_INVALID_MESSAGE)
  })
})

test('formatCents writes two decimals', () => {
  expect(formatCents(10_000n)).toBe('100.00')
  expect(formatCents(5n)).toBe('0.05')
  expect(formatCents(123_456n)).toBe('1234.56')
})

test('prices become integers at 8 places, exactly', () => {
  expect(parseScaledDecimal('1.08')).toBe(108_000_000n)
  expect(scalePrice(3000)).toBe(300_000_000_000n)
  expect(scalePrice(0.1)).toBe(10_000_000n)
  expect(() => scalePrice(0)).toThrow()
})

test('the fee rounds up to the cent (SPEC §9: 1–2%)', () => {
  expect(feeCents(10_000n, 100n)).toBe(100n)
  expect(feeCents(10_000n, 200n)).toBe(200n)
  expect(feeCents(1_001n, 100n)).toBe(11n)
  expect(feeCents(1_000n, 150n)).toBe(15n)
})

describe('quoteOnramp', () => {
  test('100 USD of DUSD at $1 with a 2% fee buys exactly 98 DUSD', () => {
    const quote = quoteOnramp({
      paymentCents: 10_000n,
      feeBps: 200n,
      fiatUsdScaled: parseScaledDecimal('1'),
      assetUsdScaled: scalePrice(1),
      assetDecimals: 6,
    })
    expect(quote).toEqual({
      paymentTotalCents: 10_000n,
      feeCents: 200n,
      networkFeeCents: 0n,
      paymentSubtotalCents: 9_800n,
      purchaseAmount: 98_000_000n,
    })
  })

  test('ETH at $3000: 100 USD at 1% is 0.033 ETH in wei, no float drift', () => {
    const quote = quoteOnramp({
      paymentCents: 10_000n,
      feeBps: 100n,
      fiatUsdScaled: parseScaledDecimal('1'),
      assetUsdScaled: scalePrice(3000),
      assetDecimals: 18,
    })
    // 99 / 3000 = 0.033 exactly.
    expect(quote.purchaseAmount).toBe(33_000_000_000_000_000n)
  })

  test('EUR converts at the rate and rounds the crypto down', () => {
    const quote = quoteOnramp({
      paymentCents: 1_000n,
      feeBps: 200n,
      fiatUsdScaled: parseScaledDecimal('1.08'),
      assetUsdScaled: scalePrice(150),
      assetDecimals: 9,
    })
    // 9.80 EUR × 1.08 = 10.584 USD ÷ 150 = 0.07056 SOL.
    expect(quote.paymentSubtotalCents).toBe(980n)
    expect(quote.purchaseAmount).toBe(70_560_000n)
  })
})

describe('SPEC §5 limits', () => {
  test('card: 10.00 to 7500.00, ends included', () => {
    expect(isWithinLimits(999n, card)).toBe(false)
    expect(isWithinLimits(1_000n, card)).toBe(true)
    expect(isWithinLimits(750_000n, card)).toBe(true)
    expect(isWithinLimits(750_001n, card)).toBe(false)
  })
  test('ACH: up to 25000.00', () => {
    expect(isWithinLimits(2_500_000n, ach)).toBe(true)
    expect(isWithinLimits(2_500_001n, ach)).toBe(false)
  })
})
