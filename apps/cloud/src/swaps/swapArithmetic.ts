/** Quote and slippage arithmetic of the swap routes, in bigints only: token amounts never pass through floats. */

/** One pool a swap goes through: what it holds of the token going in and of the token coming out. */
export type PoolReserves = { reserveIn: bigint; reserveOut: bigint }

const PARTS_PER_MILLION = 1_000_000n
const BASIS_POINTS = 10_000n
/** Uniswap V2 pools keep 0.3% of every input: 997 of each 1000 units trade. */
const FEE_KEPT_OUT_OF_1000 = 997n

/**
 * SPEC §3 quote's price impact: how far the output falls short of what the pools' prices before the
 * trade promise (each pool's 0.3% fee taken, so a tiny trade has none), in parts per million, rounded down.
 */
export function priceImpactPpm(amountIn: bigint, amountOut: bigint, pools: readonly PoolReserves[]): bigint {
  if (amountIn <= 0n) throw new RangeError('A price impact needs an amount in above 0')
  if (pools.length === 0) throw new RangeError('A price impact needs at least one pool')
  // The output at the pools' current prices is numerator / denominator.
  let numerator = amountIn
  let denominator = 1n
  for (const { reserveIn, reserveOut } of pools) {
    if (reserveIn <= 0n || reserveOut <= 0n) throw new RangeError('A pool without reserves has no price')
    numerator *= reserveOut * FEE_KEPT_OUT_OF_1000
    denominator *= reserveIn * 1000n
  }
  const shortfall = numerator - amountOut * denominator
  return shortfall <= 0n ? 0n : (shortfall * PARTS_PER_MILLION) / numerator
}

/** Parts per million as a percent for a JSON answer (12_345 → 1.2345): exact, since ppm ≤ 10^6. */
export function ppmToPercent(ppm: bigint): number {
  return Number(ppm) / 10_000
}

/**
 * A slippage tolerance in percent (SPEC §9: 1) as basis points, read from its decimal text so 0.5 is
 * exactly 50; undefined for anything but 0 to `maxPercent` with at most two decimals.
 */
export function slippageBasisPoints(percent: number, maxPercent: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(percent))
  if (!match?.[1]) return undefined
  const basisPoints = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  return basisPoints <= BigInt(maxPercent) * 100n ? basisPoints : undefined
}

/** The least a swap may return under a slippage tolerance: the quote less that share, rounded down. */
export function minimumAmountOut(amountOut: bigint, slippageBps: bigint): bigint {
  if (slippageBps < 0n || slippageBps > BASIS_POINTS) throw new RangeError('Slippage must be 0 to 100%')
  return (amountOut * (BASIS_POINTS - slippageBps)) / BASIS_POINTS
}

/** Fixed-point decimals of a pool price: 18, as for the wei of the native currency. */
export const PRICE_DECIMALS = 18n

/**
 * A token's price in the native currency from a pool's reserves (its mid price, before the fee), in
 * units of 10^-18 native, rounded down; reserves are in each side's smallest units.
 */
export function poolPriceInNative(pool: {
  reserveToken: bigint
  tokenDecimals: number
  reserveNative: bigint
  nativeDecimals: number
}): bigint {
  const { reserveToken, tokenDecimals, reserveNative, nativeDecimals } = pool
  if (reserveToken <= 0n) throw new RangeError('A pool without the token has no price for it')
  return (
    (reserveNative * 10n ** BigInt(tokenDecimals) * 10n ** PRICE_DECIMALS) /
    (reserveToken * 10n ** BigInt(nativeDecimals))
  )
}
