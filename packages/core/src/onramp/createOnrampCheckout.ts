import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { OnrampError, toOnrampError } from './OnrampError'
import { toCents } from './onrampLimits'
import { onrampStoreOf } from './onrampStore'
import { onrampTarget } from './onrampTarget'

export type CreateOnrampCheckoutParameters = {
  /** The purchase currency's id (its symbol, `DUSD`). */
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  paymentMethod?: string
}

export type OnrampCheckout = { url: string; orderId: string }

const CHECKOUT_FAILED = 'The checkout could not be opened'

/**
 * SPEC §7 `/v1/generators/onrampurl` for the active account on the active network: the checkout page's URL
 * and the order it pays, whose id is the URL's last path segment (apps/cloud README, on-ramp sandbox).
 */
export async function createOnrampCheckout(
  client: PorticoClient,
  { purchaseCurrency, paymentCurrency, amount, paymentMethod = 'card' }: CreateOnrampCheckoutParameters,
): Promise<OnrampCheckout> {
  const context = contextOf(client)
  if (toCents(amount) === undefined) throw new OnrampError(`not an amount: ${JSON.stringify(amount)}`)
  const { address, network } = onrampTarget(context)
  const store = onrampStoreOf(client)
  const { provider } = store.getState()
  if (!context.cloud) throw new OnrampError(CHECKOUT_FAILED)
  store.setState({ error: undefined, order: undefined })
  let url: unknown
  try {
    ;({ url } = await context.cloud.post<{ url?: unknown }>('/v1/generators/onrampurl', {
      destinationWallets: [{ address, assets: [purchaseCurrency], blockchains: [network.caipNetworkId] }],
      defaultNetwork: network.caipNetworkId,
      defaultExperience: 'buy',
      presetFiatAmount: amount,
      fiatCurrency: paymentCurrency,
      paymentMethod,
      ...(provider ? { provider } : {}),
    }))
  } catch (error) {
    const refusal = toOnrampError(error, CHECKOUT_FAILED)
    store.setState({ error: refusal.shortMessage })
    throw refusal
  }
  const orderId = typeof url === 'string' ? checkoutOrderId(url) : undefined
  if (typeof url !== 'string' || !orderId) throw new OnrampError(CHECKOUT_FAILED, { details: String(url) })
  return { url, orderId }
}

/** The order id a checkout URL ends with; undefined for a URL that is not an http(s) one. */
export function checkoutOrderId(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  const last = parsed.pathname.split('/').filter(Boolean).at(-1)
  return last ? decodeURIComponent(last) : undefined
}
