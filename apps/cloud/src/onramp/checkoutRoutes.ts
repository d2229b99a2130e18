import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError } from '../errors'
import { withErrors } from '../server/commonSchemas'
import { CHECKOUT_SCRIPT } from './checkoutScript'
import { CHECKOUT_STYLE } from './checkoutStyle'
import { listOnrampAssets } from './onrampAssets'
import { CHECKOUT_PATH_PREFIX } from './onrampConstants'
import { ONRAMP_ORDER_NOT_FOUND_MESSAGE } from './onrampErrors'
import { findOnrampOrder } from './onrampOrders'
import { toOnrampOrderView } from './onrampOrderView'
import { OnrampOrderSchema } from './onrampSchemas'
import { payOnrampOrder } from './payOnrampOrder'
import {
  CHECKOUT_PAGE_HEADERS,
  CHECKOUT_SCRIPT_PATH,
  CHECKOUT_STYLE_PATH,
  renderCheckoutPage,
} from './renderCheckoutPage'

const HtmlPage = { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } }
const OrderIdParams = Type.Object({
  orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: 'The order id of the checkout URL' }),
})

/** The sandbox's checkout page of an order, its one script and stylesheet, and its Pay. */
export const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app

  for (const [path, mediaType, summary, body] of [
    [CHECKOUT_SCRIPT_PATH, 'text/javascript', 'The checkout page’s script', CHECKOUT_SCRIPT],
    [CHECKOUT_STYLE_PATH, 'text/css', 'The checkout page’s stylesheet', CHECKOUT_STYLE],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          summary,
          response: { 200: { description: summary, content: { [mediaType]: { schema: Type.String() } } } },
        },
        config: { access: 'open' },
      },
      async (_request, reply) =>
        reply.type(`${mediaType}; charset=utf-8`).header('cache-control', 'public, max-age=300').send(body),
    )
  }

  app.get(
    `${CHECKOUT_PATH_PREFIX}/:orderId`,
    {
      schema: {
        summary: 'The checkout page of an on-ramp order (the generator’s URL)',
        params: OrderIdParams,
        response: { 200: HtmlPage, '4xx': HtmlPage, '5xx': HtmlPage },
      },
      // Opened by the visitor from the modal: no project query; the unguessable order id is the key.
      config: { access: 'open', rateLimitFamily: 'dataApi' },
    },
    async (request, reply) => {
      const order = await findOnrampOrder(services.db, request.params.orderId)
      if (!order) {
        return reply
          .status(404)
          .headers(CHECKOUT_PAGE_HEADERS)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><title>Order not found</title><p>${ONRAMP_ORDER_NOT_FOUND_MESSAGE}</p></html>`,
          )
      }
      const network =
        listOnrampAssets(services.chains, services.solanaChains).find(
          (asset) => asset.network.name === order.network,
        )?.network.display_name ?? order.network
      return reply
        .headers(CHECKOUT_PAGE_HEADERS)
        .type('text/html; charset=utf-8')
        .send(renderCheckoutPage(toOnrampOrderView(order), network))
    },
  )

  app.post(
    `${CHECKOUT_PATH_PREFIX}/:orderId/pay`,
    {
      schema: {
        summary:
          'Pay an order with a sandbox test card; the quoted crypto is sent on chain before it answers',
        params: OrderIdParams,
        body: Type.Object({
          number: Type.String({ maxLength: 32 }),
          expiry: Type.String({ maxLength: 8 }),
          cvc: Type.String({ maxLength: 8 }),
        }),
        response: withErrors({ 200: OnrampOrderSchema }),
      },
      // Counted per client address like the data API, so a flood of payments is refused with 429.
      config: { access: 'open', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      if (!request.params.orderId) throw new HttpError(404, ONRAMP_ORDER_NOT_FOUND_MESSAGE)
      return toOnrampOrderView(await payOnrampOrder(services, request.params.orderId, request.body))
    },
  )
}
