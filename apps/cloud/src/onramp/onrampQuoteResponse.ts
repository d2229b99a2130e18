import { formatUnits } from 'viem'
import { formatCents } from './onrampArithmetic'
import type { OnrampQuote } from './onrampSchemas'
import type { OnrampPurchase } from './quoteOnrampPurchase'

/** SPEC §3 quote of a priced purchase: fiat to the cent, the crypto in its own decimals. */
export function toOnrampQuote(
  { asset, paymentCurrency, figures }: OnrampPurchase,
  quoteId: string,
): OnrampQuote {
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: paymentCurrency })
  return {
    coinbaseFee: fiat(figures.feeCents),
    networkFee: fiat(figures.networkFeeCents),
    paymentSubtotal: fiat(figures.paymentSubtotalCents),
    paymentTotal: fiat(figures.paymentTotalCents),
    purchaseAmount: { amount: formatUnits(figures.purchaseAmount, asset.decimals), currency: asset.symbol },
    quoteId,
    estimateUnavailable: false,
  }
}

/**
 * SPEC §8 placeholder quote, when the provider cannot price: what was asked to pay, and every figure the
 * provider would have given left empty and marked `estimateUnavailable` — never a made-up price.
 */
export function placeholderOnrampQuote(request: {
  amount: string | number
  paymentCurrency: string
  purchaseCurrency: string
}): OnrampQuote {
  const unknown = (currency: string) => ({ amount: '', currency })
  const asked = { amount: String(request.amount), currency: request.paymentCurrency }
  return {
    coinbaseFee: unknown(request.paymentCurrency),
    networkFee: unknown(request.paymentCurrency),
    paymentSubtotal: unknown(request.paymentCurrency),
    paymentTotal: asked,
    purchaseAmount: unknown(request.purchaseCurrency),
    quoteId: '',
    estimateUnavailable: true,
  }
}
