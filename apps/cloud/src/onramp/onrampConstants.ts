import type { OnrampProvider } from '@portico/core'

/** SPEC §9: each provider's fee lies in 1–2%; the sandbox charges these, in basis points. */
export const SANDBOX_PROVIDER_FEE_BPS: Readonly<Record<OnrampProvider, bigint>> = {
  meld: 100n,
  coinbase: 200n,
}

/** The provider a quote or order is priced for when the caller names none (the quote's shape is Coinbase's). */
export const DEFAULT_ONRAMP_PROVIDER: OnrampProvider = 'coinbase'

/**
 * The sandbox's fiat rates in USD as exact decimal strings (SPEC §5: USD and EUR). The token table is
 * kept in USD, so a EUR payment is converted with this rate; an operator's real provider replaces it.
 */
export const SANDBOX_FIAT_USD_RATES: Readonly<Record<string, string>> = { USD: '1', EUR: '1.08' }

/** Decimal places prices are fixed to before any arithmetic: integers from there on. */
export const PRICE_SCALE_DECIMALS = 8

/** The sandbox checkout's test cards: the well-known numbers card processors use in test mode. */
export const TEST_CARD_APPROVED = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'

/** Where the checkout page of an order is served; its static script and style sit under the same prefix. */
export const CHECKOUT_PATH_PREFIX = '/onramp/checkout'

/** How long the treasury waits for a transfer's receipt (SPEC §9: confirmation wait 25,000 ms). */
export const TREASURY_RECEIPT_TIMEOUT_MS = 25_000
/** How often a Solana transfer's status is asked for while it is confirmed (SPEC §9 receipt polling starts at 200 ms). */
export const SIGNATURE_POLL_MS = 200

/** Order statuses the modal follows: pending until paid, paying while the transfer is in flight, then done or failed. */
export const ONRAMP_ORDER_STATUSES = ['pending', 'paying', 'done', 'failed'] as const
export type OnrampOrderStatus = (typeof ONRAMP_ORDER_STATUSES)[number]
