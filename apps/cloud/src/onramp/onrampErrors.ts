/** Error bodies of the on-ramp sandbox; each is tested for its exact text. */
export const ONRAMP_PROVIDER_UNAVAILABLE_MESSAGE = 'on-ramp provider unavailable'
export const ONRAMP_AMOUNT_INVALID_MESSAGE = 'amount must be a positive decimal with at most 2 decimals'
export const ONRAMP_UNKNOWN_PAYMENT_CURRENCY_MESSAGE = 'payment currency not supported: use USD or EUR'
export const ONRAMP_UNKNOWN_PAYMENT_METHOD_MESSAGE =
  'payment method not supported: use card or ACH_BANK_ACCOUNT'
export const ONRAMP_UNKNOWN_PURCHASE_MESSAGE = 'this currency cannot be bought on this network'
export const ONRAMP_NO_PRICE_MESSAGE = 'no price for this currency'
export const ONRAMP_ORDER_NOT_FOUND_MESSAGE = 'order not found'
export const ONRAMP_ORDER_NOT_PENDING_MESSAGE =
  'this order was already paid or failed: it cannot be paid again'
export const ONRAMP_CARD_DECLINED_MESSAGE =
  'Your card was declined. Nothing was charged and no funds were sent.'
export const ONRAMP_NOT_A_TEST_CARD_MESSAGE =
  'the sandbox takes test cards only: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 declines'
export const ONRAMP_CARD_EXPIRED_MESSAGE = 'the card expiry must be a month (MM/YY) not in the past'
export const ONRAMP_NO_TREASURY_MESSAGE = 'the on-ramp sandbox has no treasury for this network'
export const ONRAMP_TRANSFER_FAILED_MESSAGE = 'the transfer to your wallet failed: nothing was charged'
export const ONRAMP_ADDRESS_INVALID_MESSAGE = 'the destination address is not an address of this network'

/** SPEC §5: an amount outside the payment method's limits names the limits. */
export function onrampAmountOutsideLimitsMessage(min: string, max: string, currency: string): string {
  return `amount outside the limits: ${min} to ${max} ${currency}`
}
