import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isAddressEqual } from 'viem'
import { type CloudChain, caipNetworkId } from '../chains/cloudChain'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import { type ChainAsset, priceChainAssets } from '../prices/priceChainAssets'
import { withErrors } from '../server/commonSchemas'
import { tokenIconUrl } from './tokenIconUrl'

const PriceBody = Type.Object({
  currency: Type.Optional(Type.Literal('usd')),
  addresses: Type.Array(Type.String(), { description: 'CAIP-10 addresses' }),
  projectId: Type.Optional(
    Type.String({ minLength: 1, description: 'The project id, when not in the query' }),
  ),
})

const Fungible = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  iconUrl: Type.String(),
  price: Type.Number(),
})

/**
 * SPEC §7: POST /v1/fungible/price with currency usd, addresses (CAIP-10) and projectId in the
 * body → { fungibles: [{ name, symbol, iconUrl, price }] } for the assets this cloud knows: from the
 * pools where swaps trade, else from the operator's table.
 */
export const fungiblePriceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/fungible/price',
    {
      schema: {
        summary: 'USD prices of assets',
        querystring: Type.Object({
          projectId: Type.Optional(Type.String({ minLength: 1 })),
          st: Type.Optional(Type.String()),
          sv: Type.Optional(Type.String()),
        }),
        body: PriceBody,
        response: withErrors({ 200: Type.Object({ fungibles: Type.Array(Fungible) }) }),
      },
      // SPEC §7: the project id may come in the body.
      config: { access: 'projectIdInBody', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const assets = request.body.addresses.flatMap((address) => {
        const asset = resolveAsset(app.services.chains, address)
        return asset ? [asset] : []
      })
      // One price read per chain, answered in the order asked.
      const chains = [...new Set(assets.map((asset) => asset.chain))]
      const prices = new Map<ResolvedAsset, number | undefined>()
      for (const chain of chains) {
        const onChain = assets.filter((asset) => asset.chain === chain)
        const priced = await priceChainAssets(app.services, chain, onChain)
        for (const [index, asset] of onChain.entries()) prices.set(asset, priced[index])
      }
      const fungibles = assets.flatMap((asset) => {
        const price = prices.get(asset)
        if (price === undefined) return []
        return [
          { name: asset.name, symbol: asset.symbol, iconUrl: tokenIconUrl(request, asset.symbol), price },
        ]
      })
      return { fungibles }
    },
  )
}

type ResolvedAsset = ChainAsset & { chain: CloudChain; name: string }

/** A CAIP-10 address of a served chain → the native currency or configured token it names. */
function resolveAsset(chains: readonly CloudChain[], caipAddress: string): ResolvedAsset | undefined {
  const [namespace, reference, address] = caipAddress.split(':')
  if (namespace !== 'eip155' || !reference || !address || !/^0x[0-9a-fA-F]{40}$/.test(address))
    return undefined
  const chain = chains.find((candidate) => caipNetworkId(candidate) === `eip155:${reference}`)
  if (!chain) return undefined
  if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return { chain, ...chain.nativeCurrency }
  const token = chain.tokens.find((candidate) => isAddressEqual(candidate.address, address as `0x${string}`))
  return token ? { chain, name: token.name, symbol: token.symbol, token } : undefined
}
