import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { encodeFunctionData, erc20Abi, type Hex, hexToBigInt, maxUint256 } from 'viem'
import { callRpc } from '../chains/callRpc'
import { HttpError, NATIVE_NEEDS_NO_APPROVAL_MESSAGE } from '../errors'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { readRouterAllowance } from '../swaps/readRouterAllowance'
import { parseSwapAmount, resolveSwap } from '../swaps/resolveSwap'
import { toApproveTransaction } from '../swaps/swapResponses'
import {
  ApproveTransactionSchema,
  SwapAmountParameter,
  SwapAssetParameter,
  SwapUserParameter,
} from '../swaps/swapSchemas'

/**
 * SPEC §7: GET /v1/convert/build-approve?userAddress=&from=&to=[&amount=] → { tx }: the ERC-20 approve
 * that lets the market's router take `from` of the user, for `amount` or, by default, without limit
 * (one approval, then swaps need none). `from` and `tx.from`/`tx.to` name the token it is sent to.
 */
export const convertBuildApproveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/convert/build-approve',
    {
      schema: {
        summary: 'The approve transaction a token swap needs first',
        querystring: sdkQuery({
          userAddress: SwapUserParameter,
          from: SwapAssetParameter,
          to: SwapAssetParameter,
          amount: Type.Optional(SwapAmountParameter),
        }),
        response: withErrors({ 200: ApproveTransactionSchema }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const { swapChain, from, user } = resolveSwap(app.services, request.query)
      if (from.native) throw new HttpError(400, NATIVE_NEEDS_NO_APPROVAL_MESSAGE)
      const { chain, market } = swapChain
      // The token must answer as an ERC-20 before the user is asked to sign a call to it.
      await readRouterAllowance(swapChain, from.address, user.address, 'from')
      const amount =
        request.query.amount === undefined ? maxUint256 : parseSwapAmount(request.query.amount, 'amount')
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [market.router, amount],
      })
      const gasPrice = hexToBigInt(await callRpc<Hex>(chain.rpcUrl, 'eth_gasPrice'))
      return toApproveTransaction(chain.chainId, from.address, data, gasPrice)
    },
  )
}
