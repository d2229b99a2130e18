import { OnrampError } from './OnrampError'
import type { OnrampOptions, OnrampPaymentLimit } from './onrampTypes'

/** A fiat amount as the cloud takes it (apps/cloud README): digits with at most 2 decimals. */
const FIAT_AMOUNT = /^\d+(?:\.\d{1,2})?$/

export type OnrampAmountIssue = 'invalidAmount' | 'belowMinimum' | 'aboveMaximum'

/** SPEC §5: the min and max of one payment method in one fiat currency, as the options give them. */
export function onrampLimits(
  options: Pick<OnrampOptions, 'paymentCurrencies'>,
  paymentCurrency: string,
  paymentMethod: string,
): OnrampPaymentLimit {
  const currency = options.paymentCurrencies.find((entry) => entry.id === paymentCurrency)
  if (!currency) throw new OnrampError(`payment currency not supported: ${paymentCurrency}`)
  const limit = currency.payment_method_limits.find((entry) => entry.id === paymentMethod)
  if (!limit) throw new OnrampError(`payment method not supported in ${paymentCurrency}: ${paymentMethod}`)
  return limit
}

/** A fiat decimal in whole cents, so limits compare exactly (never as floats); undefined when it is not one. */
export function toCents(amount: string): bigint | undefined {
  if (!FIAT_AMOUNT.test(amount)) return undefined
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** SPEC §5: why a typed amount cannot be paid with this limit, or undefined when it can. */
export function checkOnrampAmount(amount: string, limit: Pick<OnrampPaymentLimit, 'min' | 'max'>) {
  const cents = toCents(amount.trim())
  if (cents === undefined || cents === 0n) return 'invalidAmount' satisfies OnrampAmountIssue
  const min = toCents(limit.min)
  const max = toCents(limit.max)
  if (min !== undefined && cents < min) return 'belowMinimum' satisfies OnrampAmountIssue
  if (max !== undefined && cents > max) return 'aboveMaximum' satisfies OnrampAmountIssue
  return undefined
}
