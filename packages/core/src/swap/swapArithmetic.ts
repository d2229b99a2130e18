import { formatDecimal } from '../format/formatDecimal'
import { isValidDecimal, parseDecimal } from '../format/parseDecimal'
import { BPS_PER_WHOLE, SWAP_GAS_HEADROOM_PERCENT, SWAP_PRICE_DIGITS } from './swapConstants'

/** A slippage percent (SPEC §9: 1) in basis points; 0–50 with at most two decimals, as the cloud accepts. */
export function slippageBps(percent: number | string): bigint {
  const text = String(percent)
  if (!isValidDecimal(text) || text.startsWith('-') || (text.split('.')[1]?.length ?? 0) > 2)
    throw new RangeError(`slippage must be a percent from 0 to 50 with at most two decimals, got ${text}`)
  const bps = parseDecimal(text, 2)
  if (bps > 5_000n)
    throw new RangeError(`slippage must be a percent from 0 to 50 with at most two decimals, got ${text}`)
  return bps
}

/** The least a swap may return: the quote less the slippage, rounded down (never promise a unit more). */
export function minimumReceived(toAmount: bigint, slippagePercent: number | string): bigint {
  if (toAmount < 0n) throw new RangeError('a quoted amount cannot be negative')
  return (toAmount * (BPS_PER_WHOLE - slippageBps(slippagePercent))) / BPS_PER_WHOLE
}

/**
 * How many `to` one `from` buys at this quote, as a decimal string with `digits` places, rounded down;
 * amounts are in each token's smallest units, so the decimals of both tokens scale the ratio.
 */
export function swapPrice(
  from: { amount: bigint; decimals: number },
  to: { amount: bigint; decimals: number },
  digits = SWAP_PRICE_DIGITS,
): string {
  if (from.amount <= 0n) throw new RangeError('the amount swapped must be above 0')
  const scaled =
    (to.amount * 10n ** BigInt(from.decimals + digits)) / (from.amount * 10n ** BigInt(to.decimals))
  return formatDecimal(scaled, digits)
}

/** What a transaction may cost in the native currency's smallest unit: its gas limit times the gas price. */
export function networkFee(gas: bigint, gasPrice: bigint): bigint {
  return gas * gasPrice
}

/** The gas limit a swap is sent with: the cloud's estimate plus the headroom its pools' price accumulators may need. */
export function swapGasLimitOf(estimate: bigint): bigint {
  if (estimate < 0n) throw new RangeError('a gas estimate cannot be negative')
  return estimate + (estimate * SWAP_GAS_HEADROOM_PERCENT) / 100n
}
