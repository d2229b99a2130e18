import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { type Hex, hexToBigInt } from 'viem'
import { callRpc } from '../chains/callRpc'
import { SWAP_DEADLINE_S, SWAP_MAX_SLIPPAGE_PERCENT } from '../constants'
import { withErrors } from '../server/commonSchemas'
import { encodeSwapCall, swapGasLimit } from '../swaps/encodeSwapCall'
import { estimateSwapGas } from '../swaps/estimateSwapGas'
import { readSwapQuote } from '../swaps/readSwapQuote'
import { parseSwapAmount, parseSwapSlippage, resolveSwap } from '../swaps/resolveSwap'
import { minimumAmountOut } from '../swaps/swapArithmetic'
import { toSwapTransaction } from '../swaps/swapResponses'
import {
  SwapAmountParameter,
  SwapAssetParameter,
  SwapTransactionSchema,
  SwapUserParameter,
} from '../swaps/swapSchemas'

const BuildTransactionBody = Type.Object({
  amount: SwapAmountParameter,
  from: SwapAssetParameter,
  to: SwapAssetParameter,
  userAddress: SwapUserParameter,
  eip155: Type.Optional(
    Type.Object({
      slippage: Type.Number({
        minimum: 0,
        maximum: SWAP_MAX_SLIPPAGE_PERCENT,
        description: 'Percent, at most two decimals (SPEC §9: 1)',
      }),
    }),
  ),
  projectId: Type.Optional(
    Type.String({ minLength: 1, description: 'The project id, when not in the query' }),
  ),
  disableEstimate: Type.Optional(
    Type.Boolean({ description: 'Skip the node’s gas estimate (and its balance and allowance checks)' }),
  ),
})

/**
 * SPEC §7: POST /v1/convert/build-transaction { amount, from, to, userAddress, eip155: { slippage },
 * projectId, disableEstimate } → { tx }: the Router02 exact-input swap for the user, its minimum out the
 * router's quote less the slippage (SPEC §9: 1%), a deadline 20 minutes of chain time away, the chain's
 * gas price, and the node's gas estimate unless `disableEstimate`.
 */
export const convertBuildTransactionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/convert/build-transaction',
    {
      schema: {
        summary: 'The swap transaction on the chain’s market',
        querystring: Type.Object({
          projectId: Type.Optional(Type.String({ minLength: 1 })),
          st: Type.Optional(Type.String()),
          sv: Type.Optional(Type.String()),
        }),
        body: BuildTransactionBody,
        response: withErrors({ 200: SwapTransactionSchema }),
      },
      // SPEC §7: the project id comes in the body.
      config: { access: 'projectIdInBody', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const { body } = request
      const { swapChain, from, to, user } = resolveSwap(app.services, body)
      const { chain, market } = swapChain
      const slippageBps = parseSwapSlippage(body.eip155?.slippage)
      const quote = await readSwapQuote(swapChain, from, to, parseSwapAmount(body.amount, 'amount'))
      const { timestamp } = await callRpc<{ timestamp: Hex }>(chain.rpcUrl, 'eth_getBlockByNumber', [
        quote.block,
        false,
      ])
      const call = encodeSwapCall({
        nativeIn: from.native,
        nativeOut: to.native,
        amountIn: quote.amountIn,
        amountOutMin: minimumAmountOut(quote.amountOut, slippageBps),
        path: quote.tokens,
        recipient: user.address,
        deadline: hexToBigInt(timestamp) + BigInt(SWAP_DEADLINE_S),
      })
      const gasPrice = hexToBigInt(await callRpc<Hex>(chain.rpcUrl, 'eth_gasPrice'))
      const gas = body.disableEstimate
        ? swapGasLimit(quote.pools.length)
        : await estimateSwapGas(chain, { from: user.address, to: market.router, ...call }, quote.pools.length)
      return toSwapTransaction(chain.chainId, { user: user.address, router: market.router }, call, {
        amountOut: quote.amountOut,
        gas,
        gasPrice,
      })
    },
  )
}
