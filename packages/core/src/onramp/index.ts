// `@portico/core/onramp`: buying crypto, a chunk of its own; its actions take the client, as wagmi's take
// a config.
// SPEC §9's fee range, for the provider list the modal shows.
export { ONRAMP_FEE_RANGE_PERCENT } from '../constants'
export {
  type CreateOnrampCheckoutParameters,
  checkoutOrderId,
  createOnrampCheckout,
  type OnrampCheckout,
} from './createOnrampCheckout'
export { defaultOnrampOptions, fetchOnrampOptions, purchaseCurrenciesOn } from './fetchOnrampOptions'
export {
  type FollowOnrampOrderParameters,
  followOnrampOrder,
  ONRAMP_ORDER_POLL_MS,
} from './followOnrampOrder'
export { OnrampError } from './OnrampError'
export { checkOnrampAmount, type OnrampAmountIssue, onrampLimits, toCents } from './onrampLimits'
export { type OnrampState, type OnrampStore, onrampStoreOf } from './onrampStore'
export { ONRAMP_NAMESPACES } from './onrampTarget'
export type {
  OnrampAmount,
  OnrampNetwork,
  OnrampOptions,
  OnrampOrder,
  OnrampOrderStatus,
  OnrampPaymentCurrency,
  OnrampPaymentLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteResult,
} from './onrampTypes'
export { type QuoteOnrampParameters, quoteOnramp } from './quoteOnramp'
export { onrampProviders, selectOnrampProvider } from './selectOnrampProvider'
