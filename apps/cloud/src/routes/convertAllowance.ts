import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { maxUint256 } from 'viem'
import { HttpError, SWAP_ACROSS_CHAINS_MESSAGE } from '../errors'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireSwapChain } from '../swaps/findSwapChain'
import { parseSwapAccount, parseSwapAsset } from '../swaps/parseSwapAccount'
import { readRouterAllowance } from '../swaps/readRouterAllowance'
import { SwapAssetParameter, SwapUserParameter } from '../swaps/swapSchemas'

/**
 * SPEC §7: GET /v1/convert/allowance?tokenAddress=&userAddress= → { allowance }: what the chain's market
 * router may take of the token from the user, in smallest units; the native currency needs none, so
 * it answers the largest uint256.
 */
export const convertAllowanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/convert/allowance',
    {
      schema: {
        summary: 'What the swap router may spend of a token',
        querystring: sdkQuery({ tokenAddress: SwapAssetParameter, userAddress: SwapUserParameter }),
        response: withErrors({
          200: Type.Object({
            allowance: Type.String({ pattern: '^[0-9]+$', description: 'Smallest units' }),
          }),
        }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const token = parseSwapAsset(request.query.tokenAddress, 'tokenAddress')
      const user = parseSwapAccount(request.query.userAddress, 'userAddress')
      if (user.chainId !== undefined && user.chainId !== token.chainId) {
        throw new HttpError(400, SWAP_ACROSS_CHAINS_MESSAGE)
      }
      const swapChain = requireSwapChain(app.services, token.chainId)
      if (token.native) return { allowance: String(maxUint256) }
      const allowance = await readRouterAllowance(swapChain, token.address, user.address, 'tokenAddress')
      return { allowance: String(allowance) }
    },
  )
}
