import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type Static, Type } from 'typebox'
import { formatUnits, getAddress, isAddress } from 'viem'
import { caipNetworkId } from '../chains/cloudChain'
import type { BalanceChain } from '../chains/createBalanceCache'
import { findChain, findSolanaChain } from '../chains/findChain'
import { SOLANA_ADDRESS } from '../chains/solanaCloudChain'
import { HttpError, INVALID_ADDRESS_MESSAGE } from '../errors'
import { BalanceChainIdParameter, sdkQuery, withErrors } from '../server/commonSchemas'
import type { CloudServices } from '../services'
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
 * currency and the chain's known ERC-20s (or, on a Solana cluster, SPL tokens) held, priced from the
 * operator's table. SPEC §3: tokens with 0 decimals are filtered out.
 */
export const accountBalanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/account/:address/balance',
    {
      schema: {
        summary: 'Token balances of an account on one chain',
        params: Type.Object({ address: Type.String({ description: 'EVM or Solana address' }) }),
        querystring: sdkQuery({
          chainId: BalanceChainIdParameter,
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
      const { chain, networkId, address } = balanceTarget(services, chainId, request.params.address)
      // SPEC §7 forceUpdate: the client asks past the 30 s cache (SPEC §9), e.g. right after a send.
      const fresh = forceUpdate !== undefined && forceUpdate !== 'false'
      const { held, prices } = await services.balances.read(chain, address, { fresh })
      const balances: TokenBalance[] = held.map((asset) => {
        const numeric = formatUnits(asset.amount, asset.decimals)
        const price = prices.get(asset.symbol.toUpperCase()) ?? 0
        return {
          name: asset.name,
          symbol: asset.symbol,
          chainId: networkId,
          ...(asset.token ? { address: `${networkId}:${asset.token.address}` } : {}),
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

/** The chain `chainId` names (EVM or Solana) and the address checked for that namespace. */
function balanceTarget(
  services: Pick<CloudServices, 'chains' | 'solanaChains'>,
  chainId: string,
  address: string,
): { chain: BalanceChain; networkId: string; address: string } {
  if (chainId.startsWith('solana:')) {
    const chain = findSolanaChain(services.solanaChains, chainId)
    if (!SOLANA_ADDRESS.test(address)) throw new HttpError(400, INVALID_ADDRESS_MESSAGE)
    return { chain, networkId: chain.caipNetworkId, address }
  }
  const chain = findChain(services.chains, chainId)
  if (!isAddress(address, { strict: false })) throw new HttpError(400, INVALID_ADDRESS_MESSAGE)
  return { chain, networkId: caipNetworkId(chain), address: getAddress(address) }
}
