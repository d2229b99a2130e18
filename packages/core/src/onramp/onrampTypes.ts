import type { PaymentMethod } from '../constants'

/** SPEC §3 on-ramp options: a network an asset is bought on (`name` is its CAIP-2 id). */
export type OnrampNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

export type OnrampPurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] }

export type OnrampPaymentLimit = { id: PaymentMethod | string; min: string; max: string }

export type OnrampPaymentCurrency = { id: string; payment_method_limits: readonly OnrampPaymentLimit[] }

/** SPEC §3 on-ramp options; `isDefault` marks SPEC §8's built-in defaults, used when the cloud could not answer. */
export type OnrampOptions = {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
  isDefault: boolean
}

export type OnrampAmount = { amount: string; currency: string }

/** SPEC §3 quote, every amount as the cloud gave it (decimal strings, never floats). */
export type OnrampQuote = {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/** A quote, or "estimate unavailable" in place of SPEC §8's placeholder: never an invented price. */
export type OnrampQuoteResult = { status: 'estimated'; quote: OnrampQuote } | { status: 'unavailable' }

export type OnrampOrderStatus = 'pending' | 'paying' | 'done' | 'failed'

/** An order as `/v1/onramp/orders/{id}` answers it (apps/cloud README, on-ramp sandbox). */
export type OnrampOrder = {
  id: string
  status: OnrampOrderStatus
  address: string
  network: string
  purchaseCurrency: string
  purchaseAmount: string
  paymentAmount: string
  paymentCurrency: string
  paymentMethod: string
  provider: string
  transactionHash?: string | null
  failure?: string | null
}
