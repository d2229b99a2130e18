import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { readSwapQuote } from '../swaps/readSwapQuote'
import { parseSwapAmount, parseSwapSlippage, resolveSwap } from '../swaps/resolveSwap'
import { toSwapQuote } from '../swaps/swapResponses'
import {
  SwapAmountParameter,
  SwapAssetParameter,
  SwapQuoteSchema,
  SwapUserParameter,
} from '../swaps/swapSchemas'

/**
 * SPEC §7: GET /v1/convert/quotes?amount=&from=&to=&userAddress=&gasPrice= → { quotes: [one] }: the
 * market router's getAmountsOut for `amount` of `from` (smallest units), with the price impact read
 * from the pools' reserves at the same block and the minimum received at SPEC §9's 1% slippage.
 */
export const convertQuotesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/convert/quotes',
    {
      schema: {
        summary: 'A quote for a swap on the chain’s market',
        querystring: sdkQuery({
          amount: SwapAmountParameter,
          from: SwapAssetParameter,
          to: SwapAssetParameter,
          userAddress: Type.Optional(SwapUserParameter),
          gasPrice: Type.Optional(
            Type.String({ pattern: '^[0-9]+$', description: 'Wei; the quote does not depend on it' }),
          ),
        }),
        response: withErrors({ 200: Type.Object({ quotes: Type.Array(SwapQuoteSchema) }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const { swapChain, from, to } = resolveSwap(app.services, request.query)
      const quote = await readSwapQuote(swapChain, from, to, parseSwapAmount(request.query.amount, 'amount'))
      return { quotes: [toSwapQuote(swapChain.chain.chainId, request.query, quote, parseSwapSlippage())] }
    },
  )
}
