import { describe, expect, test } from 'vitest'
import {
  minimumAmountOut,
  poolPriceInNative,
  ppmToPercent,
  priceImpactPpm,
  slippageBasisPoints,
} from './swapArithmetic'

/** Uniswap V2's getAmountOut (UniswapV2Library), as Router02 computes each hop. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

const ETH = 10n ** 18n
const DUSD = 10n ** 6n
const DDL = 10n ** 18n
/** The devnet's seeded pools: 1000 ETH against 3,000,000 DUSD, and the same against DDL. */
const ETH_DUSD = { eth: 1000n * ETH, dusd: 3_000_000n * DUSD }
const ETH_DDL = { eth: 1000n * ETH, ddl: 3_000_000n * DDL }

describe('priceImpactPpm', () => {
  test('1 ETH into the 1000 ETH pool falls 0.0996% short of the pool price (the 0.3% fee not counted)', () => {
    const out = amountOut(ETH, ETH_DUSD.eth, ETH_DUSD.dusd)
    expect(out).toBe(2_988_020_943n)
    expect(priceImpactPpm(ETH, out, [{ reserveIn: ETH_DUSD.eth, reserveOut: ETH_DUSD.dusd }])).toBe(996n)
  })

  test('a trade as large as the pool loses about half to the curve', () => {
    const pool = { reserveIn: 1000n, reserveOut: 3000n }
    const out = amountOut(1000n, pool.reserveIn, pool.reserveOut)
    expect(out).toBe(1497n)
    // 1 − 1497 / (1000 × 3 × 0.997) = 0.4994984…, rounded down.
    expect(priceImpactPpm(1000n, out, [pool])).toBe(499_498n)
  })

  test('two pools compound: 1000 DUSD → ETH → DDL moves each pool about 0.033%', () => {
    const viaEth = amountOut(1000n * DUSD, ETH_DUSD.dusd, ETH_DUSD.eth)
    const out = amountOut(viaEth, ETH_DDL.eth, ETH_DDL.ddl)
    expect(out).toBe(993_349_743_906_578_099_879n)
    const pools = [
      { reserveIn: ETH_DUSD.dusd, reserveOut: ETH_DUSD.eth },
      { reserveIn: ETH_DDL.eth, reserveOut: ETH_DDL.ddl },
    ]
    expect(priceImpactPpm(1000n * DUSD, out, pools)).toBe(663n)
  })

  test('an output at, or above, the pool price has no impact', () => {
    const pool = { reserveIn: 1000n, reserveOut: 1_000_000n }
    // 1000 × 1000 × 0.997: exactly the pool price after its fee.
    expect(priceImpactPpm(1000n, 997_000n, [pool])).toBe(0n)
    expect(priceImpactPpm(1000n, 997_001n, [pool])).toBe(0n)
    expect(priceImpactPpm(1000n, 0n, [pool])).toBe(1_000_000n)
  })

  test('refuses what has no price: no amount, no pool, an empty pool', () => {
    const pool = { reserveIn: 10n, reserveOut: 10n }
    expect(() => priceImpactPpm(0n, 0n, [pool])).toThrow('A price impact needs an amount in above 0')
    expect(() => priceImpactPpm(1n, 0n, [])).toThrow('A price impact needs at least one pool')
    expect(() => priceImpactPpm(1n, 0n, [{ reserveIn: 0n, reserveOut: 10n }])).toThrow(
      'A pool without reserves has no price',
    )
  })
})

test('ppmToPercent keeps four decimals exactly', () => {
  expect(ppmToPercent(996n)).toBe(0.0996)
  expect(ppmToPercent(499_498n)).toBe(49.9498)
  expect(ppmToPercent(1_000_000n)).toBe(100)
  expect(ppmToPercent(0n)).toBe(0)
})

describe('slippageBasisPoints', () => {
  test('reads SPEC §9’s 1 and other percents with up to two decimals exactly', () => {
    expect(slippageBasisPoints(1, 50)).toBe(100n)
    expect(slippageBasisPoints(0.5, 50)).toBe(50n)
    expect(slippageBasisPoints(0.05, 50)).toBe(5n)
    expect(slippageBasisPoints(0, 50)).toBe(0n)
    expect(slippageBasisPoints(50, 50)).toBe(5000n)
  })

  test('refuses negative, too precise, too large and non-finite tolerances', () => {
    for (const bad of [-1, 0.001, 0.1 + 0.2, 50.01, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect({ bad, bps: slippageBasisPoints(bad, 50) }).toEqual({ bad, bps: undefined })
    }
  })
})

describe('minimumAmountOut', () => {
  test('1% off the 1 ETH quote, rounded down', () => {
    expect(minimumAmountOut(2_988_020_943n, 100n)).toBe(2_958_140_733n)
    expect(minimumAmountOut(999n, 100n)).toBe(989n)
    expect(minimumAmountOut(1n, 100n)).toBe(0n)
    expect(minimumAmountOut(2_988_020_943n, 0n)).toBe(2_988_020_943n)
  })

  test('stays exact past 2^53, where a float would not', () => {
    const out = 993_349_743_906_578_099_879n
    expect(minimumAmountOut(out, 100n)).toBe(983_416_246_467_512_318_880n)
  })

  test('refuses a slippage outside 0–100%', () => {
    expect(() => minimumAmountOut(1n, 10_001n)).toThrow('Slippage must be 0 to 100%')
    expect(() => minimumAmountOut(1n, -1n)).toThrow('Slippage must be 0 to 100%')
  })
})

describe('poolPriceInNative', () => {
  test('a DUSD (6 decimals) and a DDL (18) at 3000 a native coin cost 1/3000 of one', () => {
    const third = 333_333_333_333_333n
    expect(
      poolPriceInNative({
        reserveToken: ETH_DUSD.dusd,
        tokenDecimals: 6,
        reserveNative: ETH_DUSD.eth,
        nativeDecimals: 18,
      }),
    ).toBe(third)
    expect(
      poolPriceInNative({
        reserveToken: ETH_DDL.ddl,
        tokenDecimals: 18,
        reserveNative: ETH_DDL.eth,
        nativeDecimals: 18,
      }),
    ).toBe(third)
  })

  test('refuses a pool that holds none of the token', () => {
    expect(() =>
      poolPriceInNative({ reserveToken: 0n, tokenDecimals: 6, reserveNative: 1n, nativeDecimals: 18 }),
    ).toThrow('A pool without the token has no price for it')
  })
})
