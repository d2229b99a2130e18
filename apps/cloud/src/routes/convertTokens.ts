import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import { type ChainAsset, priceChainAssets } from '../prices/priceChainAssets'
import { ChainIdParameter, sdkQuery, withErrors } from '../server/commonSchemas'
import { requireSwapChain } from '../swaps/findSwapChain'
import { caip10 } from '../swaps/swapResponses'
import { type SwapToken, SwapTokenSchema } from '../swaps/swapSchemas'
import { tokenIconUrl } from './tokenIconUrl'

/**
 * SPEC §7: GET /v1/convert/tokens?chainId= → { tokens }: what swaps trade on the chain, the native
 * currency first as `0xeeee…eeee`, then the chain's tokens, each with its icon and USD price.
 */
export const convertTokensRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/convert/tokens',
    {
      schema: {
        summary: 'The tokens swaps trade on a chain',
        querystring: sdkQuery({ chainId: ChainIdParameter }),
        response: withErrors({ 200: Type.Object({ tokens: Type.Array(SwapTokenSchema) }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const { chain } = requireSwapChain(app.services, request.query.chainId)
      const assets: ChainAsset[] = [
        { symbol: chain.nativeCurrency.symbol },
        ...chain.tokens.map((token) => ({ symbol: token.symbol, token })),
      ]
      const prices = await priceChainAssets(app.services, chain, assets)
      const tokens = assets.map(({ token }, index): SwapToken => {
        const { name, symbol, decimals } = token ?? chain.nativeCurrency
        const price = prices[index]
        return {
          name,
          symbol,
          address: caip10(chain.chainId, token?.address ?? NATIVE_TOKEN_ADDRESS),
          decimals,
          logoUri: tokenIconUrl(request, symbol),
          // Permit (EIP-2612) swaps are not built: every token is approved first.
          eip2612: false,
          ...(price === undefined ? {} : { price }),
        }
      })
      return { tokens }
    },
  )
}
