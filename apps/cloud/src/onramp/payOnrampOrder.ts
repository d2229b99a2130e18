import { DEFAULT_PAYMENT_METHOD_LIMITS } from '@portico/core'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { checkTestCard, type TestCard } from './checkTestCard'
import { isWithinLimits } from './onrampArithmetic'
import { findOnrampAsset, listOnrampAssets } from './onrampAssets'
import {
  ONRAMP_CARD_DECLINED_MESSAGE,
  ONRAMP_NO_TREASURY_MESSAGE,
  ONRAMP_ORDER_NOT_FOUND_MESSAGE,
  ONRAMP_ORDER_NOT_PENDING_MESSAGE,
  ONRAMP_PROVIDER_UNAVAILABLE_MESSAGE,
  ONRAMP_TRANSFER_FAILED_MESSAGE,
  onrampAmountOutsideLimitsMessage,
} from './onrampErrors'
import { findOnrampOrder, moveOnrampOrder, type OnrampOrder } from './onrampOrders'

type PayServices = Pick<CloudServices, 'db' | 'now' | 'chains' | 'solanaChains' | 'onramp'>

/**
 * The checkout's Pay: the test card decides; an approved payment sends the quoted amount from the treasury
 * to the order's address for real and marks the order done with its hash. An order is paid at most once.
 */
export async function payOnrampOrder(
  services: PayServices,
  orderId: string,
  card: TestCard,
): Promise<OnrampOrder> {
  const now = () => new Date(services.now())
  const order = await findOnrampOrder(services.db, orderId)
  if (!order) throw new HttpError(404, ONRAMP_ORDER_NOT_FOUND_MESSAGE)
  if (services.onramp.provider === 'off') throw new HttpError(503, ONRAMP_PROVIDER_UNAVAILABLE_MESSAGE)
  if (order.status !== 'pending') throw new HttpError(409, ONRAMP_ORDER_NOT_PENDING_MESSAGE)
  const decision = checkTestCard(card, now())
  if (decision.outcome === 'invalid') throw new HttpError(400, decision.message)
  // SPEC §5: checked again at payment, whatever created the order.
  const limit = DEFAULT_PAYMENT_METHOD_LIMITS.find((candidate) => candidate.id === order.paymentMethod)
  if (!limit || !isWithinLimits(order.paymentCents, limit)) {
    throw new HttpError(
      400,
      onrampAmountOutsideLimitsMessage(limit?.min ?? '?', limit?.max ?? '?', order.paymentCurrency),
    )
  }
  const asset = findOnrampAsset(
    listOnrampAssets(services.chains, services.solanaChains),
    order.assetSymbol,
    order.network,
  )
  if (!asset || !services.onramp.treasury.canPay(asset)) throw new HttpError(503, ONRAMP_NO_TREASURY_MESSAGE)

  if (decision.outcome === 'declined') {
    const failed = await moveOnrampOrder(services.db, order.id, 'pending', 'failed', now(), {
      failure: ONRAMP_CARD_DECLINED_MESSAGE,
    })
    if (!failed) throw new HttpError(409, ONRAMP_ORDER_NOT_PENDING_MESSAGE)
    throw new HttpError(402, ONRAMP_CARD_DECLINED_MESSAGE, {}, { order: failed.id })
  }
  // Claimed in one statement: of two payments racing, the second finds it no longer pending.
  const claimed = await moveOnrampOrder(services.db, order.id, 'pending', 'paying', now())
  if (!claimed) throw new HttpError(409, ONRAMP_ORDER_NOT_PENDING_MESSAGE)
  let transactionHash: string
  try {
    transactionHash = await services.onramp.treasury.pay(asset, order.address, order.purchaseAmount)
  } catch {
    await moveOnrampOrder(services.db, order.id, 'paying', 'failed', now(), {
      failure: ONRAMP_TRANSFER_FAILED_MESSAGE,
    })
    throw new HttpError(502, ONRAMP_TRANSFER_FAILED_MESSAGE)
  }
  const done = await moveOnrampOrder(services.db, order.id, 'paying', 'done', now(), { transactionHash })
  if (!done) throw new Error(`order ${order.id} left paying while its transfer ran`)
  return done
}
