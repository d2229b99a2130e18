import { formatDecimal, parseDecimal, type SwapToken } from '@portico/core'
import { isNativeSwapToken } from '@portico/core/swap'

/**
 * The whole balance of a token, as the amount field takes it; of the native currency, less the quote's
 * network fee (it pays the gas). Exact in bigints, trailing zeros dropped.
 */
export function maxSwapAmount(token: SwapToken, networkFee: bigint | undefined): string {
  const balance = parseDecimal(token.quantity.numeric, token.decimals)
  const fee = isNativeSwapToken(token) ? (networkFee ?? 0n) : 0n
  const max = balance > fee ? balance - fee : 0n
  const exact = formatDecimal(max, token.decimals)
  return exact.includes('.') ? exact.replace(/0+$/, '').replace(/\.$/, '') : exact
}
