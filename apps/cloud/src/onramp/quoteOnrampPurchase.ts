import {
  DEFAULT_PAYMENT_METHOD_LIMITS,
  ONRAMP_PROVIDERS,
  type OnrampProvider,
  PAYMENT_FIAT_CURRENCIES,
  type PaymentMethod,
} from '@portico/core'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import {
  isWithinLimits,
  type OnrampQuoteFigures,
  parseFiatCents,
  parseScaledDecimal,
  quoteOnramp,
  scalePrice,
} from './onrampArithmetic'
import { findOnrampAsset, listOnrampAssets, type OnrampAsset } from './onrampAssets'
import { DEFAULT_ONRAMP_PROVIDER, SANDBOX_FIAT_USD_RATES, SANDBOX_PROVIDER_FEE_BPS } from './onrampConstants'
import {
  ONRAMP_AMOUNT_INVALID_MESSAGE,
  ONRAMP_NO_PRICE_MESSAGE,
  ONRAMP_UNKNOWN_PAYMENT_CURRENCY_MESSAGE,
  ONRAMP_UNKNOWN_PAYMENT_METHOD_MESSAGE,
  ONRAMP_UNKNOWN_PURCHASE_MESSAGE,
  onrampAmountOutsideLimitsMessage,
} from './onrampErrors'
import { priceOnrampAsset } from './priceOnrampAsset'

export type OnrampPurchaseRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string | number
  network: string
  paymentMethod?: string
  provider?: string
}

/** A priced purchase: what the quote answers and what an order stores. */
export type OnrampPurchase = {
  asset: OnrampAsset
  paymentCurrency: (typeof PAYMENT_FIAT_CURRENCIES)[number]
  paymentMethod: PaymentMethod
  provider: OnrampProvider
  figures: OnrampQuoteFigures
}

/** Checks a purchase against SPEC §5 (currencies, limits) and prices it (SPEC §9 fee); every bad input is a 400 naming it. */
export async function quoteOnrampPurchase(
  services: Pick<CloudServices, 'db' | 'chains' | 'solanaChains' | 'swapNetworks'>,
  request: OnrampPurchaseRequest,
): Promise<OnrampPurchase> {
  const paymentCurrency = PAYMENT_FIAT_CURRENCIES.find((id) => id === request.paymentCurrency.toUpperCase())
  if (!paymentCurrency) throw new HttpError(400, ONRAMP_UNKNOWN_PAYMENT_CURRENCY_MESSAGE)
  const limit = DEFAULT_PAYMENT_METHOD_LIMITS.find(
    (candidate) => candidate.id.toLowerCase() === (request.paymentMethod ?? 'card').toLowerCase(),
  )
  if (!limit) throw new HttpError(400, ONRAMP_UNKNOWN_PAYMENT_METHOD_MESSAGE)
  const provider = ONRAMP_PROVIDERS.find((id) => id === (request.provider ?? DEFAULT_ONRAMP_PROVIDER))
  if (!provider) throw new HttpError(400, `provider not supported: use ${ONRAMP_PROVIDERS.join(' or ')}`)
  let paymentCents: bigint
  try {
    paymentCents = parseFiatCents(request.amount)
  } catch {
    throw new HttpError(400, ONRAMP_AMOUNT_INVALID_MESSAGE)
  }
  // SPEC §5: payments stay within the method's limits, whatever the client let through.
  if (!isWithinLimits(paymentCents, limit)) {
    throw new HttpError(400, onrampAmountOutsideLimitsMessage(limit.min, limit.max, paymentCurrency))
  }
  const asset = findOnrampAsset(
    listOnrampAssets(services.chains, services.solanaChains),
    request.purchaseCurrency,
    request.network,
  )
  if (!asset) throw new HttpError(400, ONRAMP_UNKNOWN_PURCHASE_MESSAGE)
  const price = await priceOnrampAsset(services, asset)
  if (price === undefined || !(price > 0)) throw new HttpError(400, ONRAMP_NO_PRICE_MESSAGE)
  const rate = SANDBOX_FIAT_USD_RATES[paymentCurrency]
  if (!rate) throw new HttpError(400, ONRAMP_UNKNOWN_PAYMENT_CURRENCY_MESSAGE)
  const figures = quoteOnramp({
    paymentCents,
    feeBps: SANDBOX_PROVIDER_FEE_BPS[provider],
    fiatUsdScaled: parseScaledDecimal(rate),
    assetUsdScaled: scalePrice(price),
    assetDecimals: asset.decimals,
  })
  if (figures.purchaseAmount === 0n) throw new HttpError(400, ONRAMP_AMOUNT_INVALID_MESSAGE)
  return { asset, paymentCurrency, paymentMethod: limit.id, provider, figures }
}
