import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { callRpc } from '../chains/callRpc'
import { GAS_PRICE_NOT_SUPPORTED_MESSAGE } from '../errors'
import { ChainIdParameter, sdkQuery, withErrors } from '../server/commonSchemas'
import { requireSwapChain } from '../swaps/findSwapChain'

/** Reward percentiles of recent blocks for the three speeds. */
const SPEED_PERCENTILES = [25, 50, 90] as const
const FEE_HISTORY_BLOCKS = 5

type FeeHistory = { baseFeePerGas: `0x${string}`[]; reward?: `0x${string}`[][] }

const Wei = Type.String({ pattern: '^[0-9]+$', description: 'Wei, as a decimal string' })

/**
 * SPEC §7: GET /v1/convert/gas-price?chainId= → { standard, fast, instant } in wei (decimal
 * strings): the next block's base fee plus the mean priority fee recent blocks paid at the 25th,
 * 50th and 90th percentile. It serves swaps: a chain without a market is SPEC §8's refusal.
 */
export const gasPriceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/convert/gas-price',
    {
      schema: {
        summary: 'Gas prices for three speeds',
        querystring: sdkQuery({ chainId: ChainIdParameter }),
        response: withErrors({ 200: Type.Object({ standard: Wei, fast: Wei, instant: Wei }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const { chain } = requireSwapChain(app.services, request.query.chainId, GAS_PRICE_NOT_SUPPORTED_MESSAGE)
      const history = await callRpc<FeeHistory>(chain.rpcUrl, 'eth_feeHistory', [
        `0x${FEE_HISTORY_BLOCKS.toString(16)}`,
        'latest',
        [...SPEED_PERCENTILES],
      ])
      const nextBaseFee = BigInt(history.baseFeePerGas.at(-1) ?? '0x0')
      const rewards = history.reward ?? []
      const tipAt = (index: number) =>
        rewards.length === 0
          ? 0n
          : rewards.reduce((sum, block) => sum + BigInt(block[index] ?? '0x0'), 0n) / BigInt(rewards.length)
      const [standard = '0', fast = '0', instant = '0'] = SPEED_PERCENTILES.map((_, index) =>
        String(nextBaseFee + tipAt(index)),
      )
      return { standard, fast, instant }
    },
  )
}
