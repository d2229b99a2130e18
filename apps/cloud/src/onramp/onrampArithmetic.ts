import { PRICE_SCALE_DECIMALS } from './onrampConstants'
import { ONRAMP_AMOUNT_INVALID_MESSAGE } from './onrampErrors'

const CENTS_PER_UNIT = 100n
const BPS_PER_WHOLE = 10_000n
const PRICE_SCALE = 10n ** BigInt(PRICE_SCALE_DECIMALS)

/** A fiat amount ("100", "100.5", "100.00", or a JSON number) → integer cents; never a float. */
export function parseFiatCents(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amountNumberText(amount) : amount.trim()
  const match = /^([0-9]{1,12})(?:\.([0-9]{1,2}))?$/.exec(text)
  if (!match?.[1]) throw new RangeError(ONRAMP_AMOUNT_INVALID_MESSAGE)
  const cents = BigInt(match[1]) * CENTS_PER_UNIT + BigInt((match[2] ?? '').padEnd(2, '0'))
  if (cents === 0n) throw new RangeError(ONRAMP_AMOUNT_INVALID_MESSAGE)
  return cents
}

/** A JSON number's shortest decimal text; exponent forms (1e21, 1e-7) are not amounts. */
function amountNumberText(amount: number): string {
  const text = String(amount)
  if (!Number.isFinite(amount) || /e/i.test(text)) throw new RangeError(ONRAMP_AMOUNT_INVALID_MESSAGE)
  return text
}

/** Integer cents → "100.00". */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / CENTS_PER_UNIT}.${(abs % CENTS_PER_UNIT).toString().padStart(2, '0')}`
}

/** A decimal string ("3000", "1.08") → an integer at PRICE_SCALE_DECIMALS places. */
export function parseScaledDecimal(text: string): bigint {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text)
  if (!match?.[1]) throw new RangeError(`not a decimal: ${text}`)
  const fraction = (match[2] ?? '').slice(0, PRICE_SCALE_DECIMALS).padEnd(PRICE_SCALE_DECIMALS, '0')
  return BigInt(match[1]) * PRICE_SCALE + BigInt(fraction)
}

/** The price table's USD price (a stored double) fixed once to PRICE_SCALE_DECIMALS places. */
export function scalePrice(priceUsd: number): bigint {
  if (!Number.isFinite(priceUsd) || priceUsd <= 0) throw new RangeError(`not a price: ${priceUsd}`)
  return parseScaledDecimal(priceUsd.toFixed(PRICE_SCALE_DECIMALS))
}

/** The provider's fee on a payment, rounded up to the cent (the buyer is never undercharged). */
export function feeCents(paymentCents: bigint, feeBps: bigint): bigint {
  return (paymentCents * feeBps + BPS_PER_WHOLE - 1n) / BPS_PER_WHOLE
}

export type OnrampQuoteFigures = {
  paymentTotalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  paymentSubtotalCents: bigint
  /** The crypto bought, in the asset's smallest units, rounded down. */
  purchaseAmount: bigint
}

/**
 * SPEC §3 quote: the buyer pays `paymentCents`; the fee comes off it, the rest buys the asset at its USD
 * price (fiat converted at `fiatUsdScaled`). The sandbox's treasury pays the gas, so the network fee is 0.
 */
export function quoteOnramp({
  paymentCents,
  feeBps,
  fiatUsdScaled,
  assetUsdScaled,
  assetDecimals,
}: {
  paymentCents: bigint
  feeBps: bigint
  fiatUsdScaled: bigint
  assetUsdScaled: bigint
  assetDecimals: number
}): OnrampQuoteFigures {
  const fee = feeCents(paymentCents, feeBps)
  const subtotal = paymentCents - fee
  // subtotal fiat × (USD per fiat) ÷ (USD per asset), in smallest units; one division, at the end.
  const purchaseAmount =
    (subtotal * fiatUsdScaled * 10n ** BigInt(assetDecimals)) / (CENTS_PER_UNIT * assetUsdScaled)
  return {
    paymentTotalCents: paymentCents,
    feeCents: fee,
    networkFeeCents: 0n,
    paymentSubtotalCents: subtotal,
    purchaseAmount,
  }
}

/** Whether `cents` lies within a payment method's SPEC §5 limits ("10.00"–"7500.00"), ends included. */
export function isWithinLimits(cents: bigint, limit: { min: string; max: string }): boolean {
  return cents >= parseFiatCents(limit.min) && cents <= parseFiatCents(limit.max)
}
