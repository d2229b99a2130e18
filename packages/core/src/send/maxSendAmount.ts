import { formatDecimal } from '../format/formatDecimal'
import { parseDecimal } from '../format/parseDecimal'
import type { TokenBalance } from '../types/tokens'

/** Not in SPEC: wallets price a send's gas themselves, above the dapp's estimate, so Max leaves twice it. */
const FEE_RESERVE_FACTOR = 2n

/**
 * Max: the whole balance of a token; of the native currency, the balance less what the network fee may
 * come to (twice the estimate: the wallet sets its own fee cap), never below zero. The fee is in the
 * native currency's smallest unit.
 */
export function maxSendAmount(token: TokenBalance, networkFee: bigint): string {
  const decimals = Number(token.quantity.decimals)
  const balance = parseDecimal(token.quantity.numeric, decimals)
  const reserve = token.address ? 0n : networkFee * FEE_RESERVE_FACTOR
  const max = balance > reserve ? balance - reserve : 0n
  return trimDecimal(formatDecimal(max, decimals))
}

/** '1.500000' → '1.5', '2.000' → '2': what a visitor would type. */
function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}
