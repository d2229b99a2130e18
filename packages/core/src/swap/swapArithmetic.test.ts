import { describe, expect, test } from 'vitest'
import { minimumReceived, networkFee, slippageBps, swapGasLimitOf, swapPrice } from './swapArithmetic'

describe('slippageBps', () => {
  test.each([
    [1, 100n],
    ['0.5', 50n],
    ['0.25', 25n],
    [0, 0n],
    [50, 5000n],
  ])('%s %% is %s bps', (percent, bps) => {
    expect(slippageBps(percent)).toBe(bps)
  })

  test.each([['-1'], ['50.01'], ['0.125'], ['1e2'], ['abc']])(
    'refuses %s with the range it takes',
    (percent) => {
      expect(() => slippageBps(percent)).toThrow(
        'slippage must be a percent from 0 to 50 with at most two decimals',
      )
    },
  )
})

describe('minimumReceived', () => {
  test("SPEC §9's 1 %: 99 % of the quote, to the unit", () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
  })

  test('rounds down, never promising a unit the pools may not give', () => {
    // 99 % of 1,999 is 1,979.01: the minimum is 1,979.
    expect(minimumReceived(1_999n, 1)).toBe(1_979n)
    expect(minimumReceived(1n, 1)).toBe(0n)
  })

  test('stays exact far beyond a float: 2^200 units', () => {
    const huge = 2n ** 200n
    expect(minimumReceived(huge, 1)).toBe((huge * 9_900n) / 10_000n)
    expect(Number.isSafeInteger(Number(huge))).toBe(false)
  })

  test('refuses a negative quote', () => {
    expect(() => minimumReceived(-1n, 1)).toThrow('a quoted amount cannot be negative')
  })
})

describe('swapPrice', () => {
  test('1 ETH (18 decimals) for 3,000 DUSD (6 decimals) is 3000 DUSD an ETH', () => {
    expect(swapPrice({ amount: 10n ** 18n, decimals: 18 }, { amount: 3_000_000_000n, decimals: 6 })).toBe(
      '3000.000000',
    )
  })

  test('the other way, a DUSD is 0.000333 ETH, rounded down', () => {
    expect(swapPrice({ amount: 3_000_000_000n, decimals: 6 }, { amount: 10n ** 18n, decimals: 18 })).toBe(
      '0.000333',
    )
  })

  test('refuses an amount of 0, which has no price', () => {
    expect(() => swapPrice({ amount: 0n, decimals: 18 }, { amount: 1n, decimals: 6 })).toThrow(
      'the amount swapped must be above 0',
    )
  })
})

test('networkFee is the gas limit times the gas price, in wei', () => {
  expect(networkFee(200_000n, 1_000_000_007n)).toBe(200_000_001_400_000n)
})

describe('swapGasLimitOf', () => {
  // The cloud's test measured these two on anvil: a new pool's first swap estimated within its liquidity's second,
  // and the same swap mined a second later, when the pair writes its two price accumulators.
  test('covers the accumulators a pool writes in a later second than the estimate', () => {
    expect(swapGasLimitOf(185_813n)).toBeGreaterThan(230_429n)
  })

  test('is the estimate plus a quarter, rounded down', () => {
    expect(swapGasLimitOf(100_003n)).toBe(125_003n)
  })

  test('refuses a negative estimate', () => {
    expect(() => swapGasLimitOf(-1n)).toThrow('a gas estimate cannot be negative')
  })
})
