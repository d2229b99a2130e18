import { formatUnits } from 'viem'
import { formatCents } from './onrampArithmetic'
import type { OnrampOrder } from './onrampOrders'
import type { OnrampOrderView } from './onrampSchemas'

/** An order as GET /v1/onramp/orders/{id} and the checkout answer it: decimals, never smallest units or cents. */
export function toOnrampOrderView(order: OnrampOrder): OnrampOrderView {
  return {
    id: order.id,
    status: order.status,
    address: order.address,
    network: order.network,
    purchaseCurrency: order.assetSymbol,
    purchaseAmount: formatUnits(order.purchaseAmount, order.assetDecimals),
    paymentAmount: formatCents(order.paymentCents),
    paymentCurrency: order.paymentCurrency,
    paymentMethod: order.paymentMethod,
    provider: order.provider,
    transactionHash: order.transactionHash,
    failure: order.failure,
  }
}
