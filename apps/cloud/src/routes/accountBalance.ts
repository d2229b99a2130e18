import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type Static, Type } from 'typebox'
import { formatUnits, getAddress } from 'viem'
import { caipNetworkId } from '../chains/cloudChain'
import { findChain } from '../chains/findChain'
import { ChainIdParameter, EvmAddress, sdkQuery, withErrors } from '../server/commonSchemas'
import { tokenIconUrl } from './tokenIconUrl'

/** SPEC §3 token balance. */
const TokenBalanceSchema = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  chainId: Type.String({ description: 'CAIP-2' }),
  address: Type.Optional(
    Type.String({ description: 'CAIP-10 address of an ERC-20; absent for the native currency' }),
  ),
  value: Type.Number({ description: 'USD' }),
  price: Type.Number({ description: 'USD' }),
  quantity: Type.Object({ decimals: Type.String(), numeric: Type.String() }),
  iconUrl: Type.String(),
})

export type TokenBalance = Static<typeof TokenBalanceSchema>

/**
 * SPEC §7: GET /v1/account/{address}/balance?currency=usd&chainId= → { balances }: the native
 * currency and the chain's known ERC-20s held, priced from the operator's table. SPEC §3: tokens
 * with 0 decimals are filtered out.
 */
export const accountBalanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/account/:address/balance',
    {
      schema: {
        summary: 'Token balances of an account on one chain',
        params: Type.Object({ address: EvmAddress }),
        querystring: sdkQuery({
          chainId: ChainIdParameter,
          currency: Type.Optional(Type.Literal('usd')),
          forceUpdate: Type.Optional(
            Type.String({ description: 'Read past the 30 s cache (any value but false)' }),
          ),
        }),
        response: withErrors({ 200: Type.Object({ balances: Type.Array(TokenBalanceSchema) }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const { services } = app
      const { chainId, forceUpdate } = request.query
      const chain = findChain(services.chains, chainId)
      // SPEC §7 forceUpdate: the client asks past the 30 s cache (SPEC §9), e.g. right after a send.
      const fresh = forceUpdate !== undefined && forceUpdate !== 'false'
      const { held, prices } = await services.balances.read(chain, getAddress(request.params.address), {
        fresh,
      })
      const balances: TokenBalance[] = held.map((asset) => {
        const numeric = formatUnits(asset.amount, asset.decimals)
        const price = prices.get(asset.symbol.toUpperCase()) ?? 0
        return {
          name: asset.name,
          symbol: asset.symbol,
          chainId: caipNetworkId(chain),
          ...(asset.token ? { address: `${caipNetworkId(chain)}:${asset.token.address}` } : {}),
          value: price * Number(numeric),
          price,
          quantity: { decimals: String(asset.decimals), numeric },
          iconUrl: tokenIconUrl(request, asset.symbol),
        }
      })
      return { balances }
    },
  )
}
