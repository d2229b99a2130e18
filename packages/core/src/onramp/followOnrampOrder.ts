import { refreshBalance } from '../client/actions/refreshBalance'
import { refreshTokenBalances } from '../client/actions/refreshTokenBalances'
import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { OnrampError, toOnrampError } from './OnrampError'
import { onrampStoreOf } from './onrampStore'
import type { OnrampOrder } from './onrampTypes'

/** A card payment takes seconds: every 2 s the modal sees its end soon enough without loading the cloud. */
export const ONRAMP_ORDER_POLL_MS = 2_000

export type FollowOnrampOrderParameters = {
  intervalMs?: number
  /** Stops following (the modal closed); the promise then rejects with the signal's reason. */
  signal?: AbortSignal
}

const ORDER_NOT_FOUND = 'This order was not found'

/**
 * Polls `/v1/onramp/orders/{id}` until the order is done or failed, keeping it in the on-ramp store; once
 * done the account's balances are read again, so the modal shows what arrived. A poll that fails is tried
 * again at the next interval; an order the cloud refuses (unknown, another project's) ends it.
 */
export async function followOnrampOrder(
  client: PorticoClient,
  orderId: string,
  { intervalMs = ONRAMP_ORDER_POLL_MS, signal }: FollowOnrampOrderParameters = {},
): Promise<OnrampOrder> {
  const context = contextOf(client)
  const store = onrampStoreOf(client)
  if (!context.cloud) throw new OnrampError(ORDER_NOT_FOUND)
  const path = `/v1/onramp/orders/${encodeURIComponent(orderId)}`
  for (;;) {
    signal?.throwIfAborted()
    let order: OnrampOrder | undefined
    try {
      order = await context.cloud.get<OnrampOrder>(path, undefined, 'no-cache')
    } catch (error) {
      // A refusal (an unknown or malformed id, another project's order) is final; the cloud client retried the rest.
      const status = (error as { status?: unknown }).status
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) {
        const refusal = toOnrampError(error, ORDER_NOT_FOUND)
        store.setState({ error: refusal.shortMessage })
        throw refusal
      }
    }
    if (order) {
      store.setState({ order, error: order.status === 'failed' ? (order.failure ?? undefined) : undefined })
      if (order.status === 'done') {
        await Promise.all([
          refreshBalance(context, { force: true }),
          refreshTokenBalances(context, { force: true }),
        ])
        return order
      }
      if (order.status === 'failed') return order
    }
    await pause(intervalMs, signal)
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}
