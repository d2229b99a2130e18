import { formatDecimal } from '../format/formatDecimal'
import { parseDecimal } from '../format/parseDecimal'
import type { TokenBalance } from '../types/tokens'

/**
 * Max: the whole balance of a token; of the native currency, the balance less the network fee it must
 * still pay (SPEC §4 send flow), never below zero. The fee is in the native currency's smallest unit.
 */
export function maxSendAmount(token: TokenBalance, networkFee: bigint): string {
  const decimals = Number(token.quantity.decimals)
  const balance = parseDecimal(token.quantity.numeric, decimals)
  const reserve = token.address ? 0n : networkFee
  const max = balance > reserve ? balance - reserve : 0n
  return trimDecimal(formatDecimal(max, decimals))
}

/** '1.500000' → '1.5', '2.000' → '2': what a visitor would type. */
function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}
