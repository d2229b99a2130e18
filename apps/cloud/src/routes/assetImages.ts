import type { Route } from '../http/route'
import { monogramSvg } from '../images/monogramSvg'
import { NETWORK_ICON_NAMES } from '../images/networkIconNames'
import { loadWeb3Icon, web3IconNames } from '../images/web3Icons'
import { svgResponse } from './svgResponse'

/** SPEC §7: GET /public/getAssetImage/{id}: a network's image by CAIP-2 id or icon name. */
export const assetImageRoute: Route = {
  method: 'GET',
  path: '/public/getAssetImage/:id',
  access: 'sdk',
  handle: async ({ params }) => {
    const id = params.id ?? ''
    const iconName = NETWORK_ICON_NAMES[id] ?? (web3IconNames('networks').has(id) ? id : undefined)
    const icon = iconName ? await loadWeb3Icon('networks', iconName) : undefined
    return svgResponse(icon ?? monogramSvg(id, id.split(':').pop() ?? id))
  },
}

/** SPEC §7: GET /public/getTokenImage/{id}: a token's image by symbol. */
export const tokenImageRoute: Route = {
  method: 'GET',
  path: '/public/getTokenImage/:id',
  access: 'sdk',
  handle: async ({ params }) => {
    const symbol = (params.id ?? '').toUpperCase()
    const icon = await loadWeb3Icon('tokens', symbol)
    return svgResponse(icon ?? monogramSvg(symbol, symbol))
  },
}

/** Fiat currencies of the on-ramp by ISO code, drawn with their sign. */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹' }

/** SPEC §7: GET /public/getCurrencyImage/{id}: a fiat currency's image by ISO code. */
export const currencyImageRoute: Route = {
  method: 'GET',
  path: '/public/getCurrencyImage/:id',
  access: 'sdk',
  handle: async ({ params }) => {
    const code = (params.id ?? '').toUpperCase()
    return svgResponse(monogramSvg(code, CURRENCY_SIGNS[code] ?? code))
  },
}
