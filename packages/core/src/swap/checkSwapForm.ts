import { isValidDecimal, parseDecimal } from '../format/parseDecimal'
import type { AccountState } from '../types/account'
import type { SwapState } from './createSwapStore'
import type { CloudSwapToken } from './parseSwapResponses'
import { SwapError } from './SwapError'
import { swapBalanceOf } from './swapBalances'

/** A form the cloud can quote: both tokens and the amount in `from`'s smallest units. */
export type CheckedSwapForm = { fromToken: CloudSwapToken; toToken: CloudSwapToken; fromAmount: bigint }

/**
 * The form's first problem as a SwapError, else what to quote: two different tokens, an amount above 0
 * the token can hold (never rounded), and no more than the balance ('Insufficient balance' before any
 * request or wallet prompt). Amounts compare as bigints of the smallest unit.
 */
export function checkSwapForm(
  form: Pick<SwapState, 'fromToken' | 'toToken' | 'amount'>,
  account: AccountState,
): CheckedSwapForm {
  const { fromToken, toToken } = form
  if (!fromToken || !toToken || fromToken.address === toToken.address) throw new SwapError('tokensRequired')
  const amount = form.amount.trim()
  const digits = amount.split('.')[1]?.length ?? 0
  if (!isValidDecimal(amount) || amount.startsWith('-') || digits > fromToken.decimals)
    throw new SwapError('invalidAmount')
  const fromAmount = parseDecimal(amount, fromToken.decimals)
  if (fromAmount === 0n) throw new SwapError('invalidAmount')
  if (fromAmount > swapBalanceOf(account, fromToken)) throw new SwapError('insufficientBalance')
  return { fromToken, toToken, fromAmount }
}
