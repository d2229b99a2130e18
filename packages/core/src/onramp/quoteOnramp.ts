import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { OnrampError } from './OnrampError'
import { toCents } from './onrampLimits'
import { onrampStoreOf } from './onrampStore'
import { onrampTarget } from './onrampTarget'
import type { OnrampQuote, OnrampQuoteResult } from './onrampTypes'

export type QuoteOnrampParameters = {
  /** The purchase currency's id (its symbol, `DUSD`). */
  purchaseCurrency: string
  /** The fiat currency's id, `USD` or `EUR`. */
  paymentCurrency: string
  /** The fiat amount, a decimal string with at most 2 decimals. */
  amount: string
  paymentMethod?: string
}

type QuoteAnswer = Partial<OnrampQuote> & { estimateUnavailable?: boolean }

/**
 * SPEC §7 `/v1/onramp/quote` for the active network with the selected provider. A failed quote, or the
 * cloud's placeholder, is `{ status: 'unavailable' }` (not SPEC §8's placeholder): never a made-up price.
 */
export async function quoteOnramp(
  client: PorticoClient,
  { purchaseCurrency, paymentCurrency, amount, paymentMethod = 'card' }: QuoteOnrampParameters,
): Promise<OnrampQuoteResult> {
  const context = contextOf(client)
  if (toCents(amount) === undefined) throw new OnrampError(`not an amount: ${JSON.stringify(amount)}`)
  const { network } = onrampTarget(context)
  const store = onrampStoreOf(client)
  const { provider } = store.getState()
  if (!context.cloud) return { status: 'unavailable' }
  store.setState({ quotesLoading: true })
  try {
    const answer = await context.cloud.post<QuoteAnswer>('/v1/onramp/quote', {
      purchaseCurrency,
      paymentCurrency,
      amount,
      network: network.caipNetworkId,
      paymentMethod,
      ...(provider ? { provider } : {}),
    })
    // SPEC §7: purchaseAmount.amount is what is read; an empty one is no estimate.
    if (!answer || answer.estimateUnavailable || !answer.purchaseAmount?.amount)
      return { status: 'unavailable' }
    return { status: 'estimated', quote: answer as OnrampQuote }
  } catch {
    return { status: 'unavailable' }
  } finally {
    store.setState({ quotesLoading: false })
  }
}
