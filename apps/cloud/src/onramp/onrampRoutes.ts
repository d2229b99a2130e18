import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isAddress } from 'viem'
import { SOLANA_ADDRESS } from '../chains/solanaCloudChain'
import { HttpError } from '../errors'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { CHECKOUT_PATH_PREFIX } from './onrampConstants'
import {
  ONRAMP_ADDRESS_INVALID_MESSAGE,
  ONRAMP_NO_TREASURY_MESSAGE,
  ONRAMP_ORDER_NOT_FOUND_MESSAGE,
  ONRAMP_PROVIDER_UNAVAILABLE_MESSAGE,
} from './onrampErrors'
import { onrampOptions } from './onrampOptions'
import { findOnrampOrder, insertOnrampOrder, newOrderId } from './onrampOrders'
import { toOnrampOrderView } from './onrampOrderView'
import { placeholderOnrampQuote, toOnrampQuote } from './onrampQuoteResponse'
import {
  CurrencyParameter,
  FiatAmountParameter,
  OnrampOptionsSchema,
  OnrampOrderSchema,
  OnrampQuoteSchema,
} from './onrampSchemas'
import { quoteOnrampPurchase } from './quoteOnrampPurchase'

const currencyId = (currency: string | { id: string }) =>
  typeof currency === 'string' ? currency : currency.id

const QuoteBody = Type.Object({
  purchaseCurrency: CurrencyParameter,
  paymentCurrency: CurrencyParameter,
  amount: FiatAmountParameter,
  network: Type.String({ minLength: 1, maxLength: 80, description: 'CAIP-2 of the network bought on' }),
  paymentMethod: Type.Optional(
    Type.String({ maxLength: 32, description: 'card (default) or ACH_BANK_ACCOUNT' }),
  ),
  provider: Type.Optional(Type.String({ maxLength: 32, description: 'meld or coinbase (default)' })),
})

const GeneratorBody = Type.Object({
  destinationWallets: Type.Array(
    Type.Object({
      address: Type.String({ minLength: 1, maxLength: 128 }),
      blockchains: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: 16 })),
      assets: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 16 })),
    }),
    { minItems: 1, maxItems: 1, description: 'The one wallet the order credits' },
  ),
  defaultNetwork: Type.Optional(
    Type.String({ maxLength: 80, description: 'CAIP-2; else the wallet’s first blockchain' }),
  ),
  partnerUserId: Type.Optional(Type.String({ maxLength: 128 })),
  defaultExperience: Type.Optional(Type.Union([Type.Literal('buy'), Type.Literal('send')])),
  presetCryptoAmount: Type.Optional(Type.Number()),
  presetFiatAmount: FiatAmountParameter,
  fiatCurrency: Type.Optional(Type.String({ maxLength: 8, description: 'USD (default) or EUR' })),
  paymentMethod: Type.Optional(Type.String({ maxLength: 32 })),
  provider: Type.Optional(Type.String({ maxLength: 32 })),
})

/** SPEC §7: the on-ramp sandbox's options, quote, checkout URL generator and order status. */
export const onrampRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app

  app.get(
    '/v1/onramp/options',
    {
      schema: {
        summary: 'What can be bought and paid with, within SPEC §5’s limits',
        querystring: sdkQuery({}),
        response: withErrors({ 200: OnrampOptionsSchema }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async () => onrampOptions(services.onramp, services.chains, services.solanaChains),
  )

  app.post(
    '/v1/onramp/quote',
    {
      schema: {
        summary: 'A price for buying crypto with fiat, fee included (SPEC §9)',
        querystring: sdkQuery({}),
        body: QuoteBody,
        response: withErrors({ 200: OnrampQuoteSchema }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const body = request.body
      const purchaseCurrency = currencyId(body.purchaseCurrency)
      const paymentCurrency = currencyId(body.paymentCurrency)
      // SPEC §8: the provider stopped → the placeholder, marked so the modal says "estimate unavailable".
      if (services.onramp.provider === 'off') {
        return placeholderOnrampQuote({ amount: body.amount, paymentCurrency, purchaseCurrency })
      }
      const purchase = await quoteOnrampPurchase(services, {
        ...body,
        purchaseCurrency,
        paymentCurrency,
      })
      return toOnrampQuote(purchase, `quote_${newOrderId()}`)
    },
  )

  app.post(
    '/v1/generators/onrampurl',
    {
      schema: {
        summary: 'An order and the URL of its checkout page',
        querystring: sdkQuery({}),
        body: GeneratorBody,
        response: withErrors({
          200: Type.Object({ url: Type.String({ description: 'The cloud’s checkout page of the order' }) }),
        }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      if (services.onramp.provider === 'off') throw new HttpError(503, ONRAMP_PROVIDER_UNAVAILABLE_MESSAGE)
      const body = request.body
      const [wallet] = body.destinationWallets
      const network = body.defaultNetwork ?? wallet?.blockchains?.[0]
      const symbol = wallet?.assets?.[0]
      if (!wallet || !network) throw new HttpError(400, 'missing parameter: defaultNetwork')
      if (!symbol) throw new HttpError(400, 'missing parameter: destinationWallets[0].assets')
      const purchase = await quoteOnrampPurchase(services, {
        purchaseCurrency: symbol,
        paymentCurrency: body.fiatCurrency ?? 'USD',
        amount: body.presetFiatAmount,
        network,
        ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
        ...(body.provider ? { provider: body.provider } : {}),
      })
      const validAddress =
        purchase.asset.namespace === 'eip155'
          ? isAddress(wallet.address)
          : SOLANA_ADDRESS.test(wallet.address)
      if (!validAddress) throw new HttpError(400, ONRAMP_ADDRESS_INVALID_MESSAGE)
      if (!services.onramp.treasury.canPay(purchase.asset))
        throw new HttpError(503, ONRAMP_NO_TREASURY_MESSAGE)
      const order = await insertOnrampOrder(
        services.db,
        {
          id: newOrderId(),
          projectId: requireProject(request).id,
          address: wallet.address,
          network,
          assetSymbol: purchase.asset.symbol,
          assetDecimals: purchase.asset.decimals,
          paymentCents: purchase.figures.paymentTotalCents,
          paymentCurrency: purchase.paymentCurrency,
          paymentMethod: purchase.paymentMethod,
          purchaseAmount: purchase.figures.purchaseAmount,
          provider: purchase.provider,
        },
        new Date(services.now()),
      )
      return { url: `${request.protocol}://${request.host}${CHECKOUT_PATH_PREFIX}/${order.id}` }
    },
  )

  app.get(
    '/v1/onramp/orders/:id',
    {
      schema: {
        summary: 'An order’s status, for the modal to follow (pending → done or failed)',
        params: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }) }),
        querystring: sdkQuery({}),
        response: withErrors({ 200: OnrampOrderSchema }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const order = await findOnrampOrder(services.db, request.params.id)
      // Another project's order is not found, not forbidden: ids reveal nothing.
      if (!order || order.projectId !== requireProject(request).id) {
        throw new HttpError(404, ONRAMP_ORDER_NOT_FOUND_MESSAGE)
      }
      return toOnrampOrderView(order)
    },
  )
}
