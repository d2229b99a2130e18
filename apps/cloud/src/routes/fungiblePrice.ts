import { isAddressEqual } from 'viem'
import { type CloudChain, caipNetworkId } from '../chains/cloudChain'
import { HttpError, invalidParameterMessage, missingParameterMessage } from '../errors'
import { authoriseProject } from '../http/handleRequest'
import type { Route } from '../http/route'
import { findTokenPrices } from '../prices/tokenPrices'
import { tokenIconUrl } from './tokenIconUrl'

/** Clients name a chain's native currency by this placeholder contract address. */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

type PriceBody = { currency?: unknown; addresses?: unknown; projectId?: unknown }

/**
 * SPEC §7: POST /v1/fungible/price with currency usd, addresses (CAIP-10) and projectId in the
 * body → { fungibles: [{ name, symbol, iconUrl, price }] } for the assets this cloud knows.
 */
export const fungiblePriceRoute: Route = {
  method: 'POST',
  path: '/v1/fungible/price',
  // The project id may come in the body (SPEC §7), so the handler authorises the call itself.
  access: 'open',
  handle: async (context) => {
    const body = (await context.readJson()) as PriceBody | null
    const projectId =
      context.query.get('projectId') ?? (typeof body?.projectId === 'string' ? body.projectId : '')
    if (!projectId) throw new HttpError(400, missingParameterMessage('projectId'))
    await authoriseProject(context.services, {
      projectId,
      origin: context.origin,
      ip: context.ip,
      checkOrigin: true,
    })
    if (!Array.isArray(body?.addresses) || !body.addresses.every((item) => typeof item === 'string')) {
      throw new HttpError(400, missingParameterMessage('addresses'))
    }
    if (body.currency !== undefined && body.currency !== 'usd')
      throw new HttpError(400, invalidParameterMessage('currency'))
    const assets = (body.addresses as string[]).flatMap((address) => {
      const asset = resolveAsset(context.services.chains, address)
      return asset ? [asset] : []
    })
    const prices = await findTokenPrices(
      context.services.db,
      assets.map((asset) => asset.symbol),
    )
    const fungibles = assets.flatMap((asset) => {
      const price = prices.get(asset.symbol.toUpperCase())
      if (price === undefined) return []
      return [{ name: asset.name, symbol: asset.symbol, iconUrl: tokenIconUrl(context, asset.symbol), price }]
    })
    return { json: { fungibles } }
  },
}

/** A CAIP-10 address of a served chain → the native currency or configured token it names. */
function resolveAsset(
  chains: readonly CloudChain[],
  caipAddress: string,
): { name: string; symbol: string } | undefined {
  const [namespace, reference, address] = caipAddress.split(':')
  if (namespace !== 'eip155' || !reference || !address || !/^0x[0-9a-fA-F]{40}$/.test(address))
    return undefined
  const chain = chains.find((candidate) => caipNetworkId(candidate) === `eip155:${reference}`)
  if (!chain) return undefined
  if (address.toLowerCase() === NATIVE_PLACEHOLDER) return chain.nativeCurrency
  return chain.tokens.find((token) => isAddressEqual(token.address, address as `0x${string}`))
}
