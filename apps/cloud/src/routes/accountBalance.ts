import { formatUnits, getAddress, isAddress } from 'viem'
import { caipNetworkId } from '../chains/cloudChain'
import { findChain } from '../chains/findChain'
import { readBalances } from '../chains/readBalances'
import { HttpError, INVALID_ADDRESS_MESSAGE } from '../errors'
import type { Route } from '../http/route'
import { findTokenPrices } from '../prices/tokenPrices'
import { tokenIconUrl } from './tokenIconUrl'

/** SPEC §3 token balance. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 address of an ERC-20; absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * SPEC §7: GET /v1/account/{address}/balance?currency=usd&chainId= → { balances }: the native
 * currency and the chain's known ERC-20s held, priced from the operator's table. SPEC §3: tokens
 * with 0 decimals are filtered out.
 */
export const accountBalanceRoute: Route = {
  method: 'GET',
  path: '/v1/account/:address/balance',
  access: 'sdk',
  handle: async (context) => {
    const { params, query, services } = context
    const address = params.address ?? ''
    if (!isAddress(address, { strict: false })) throw new HttpError(400, INVALID_ADDRESS_MESSAGE)
    const chain = findChain(services.chains, query.get('chainId'))
    const held = (await readBalances(chain, getAddress(address))).filter(
      (asset) => asset.decimals > 0 && asset.amount > 0n,
    )
    const prices = await findTokenPrices(
      services.db,
      held.map((asset) => asset.symbol),
    )
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
        iconUrl: tokenIconUrl(context, asset.symbol),
      }
    })
    return { json: { balances } }
  },
}
