import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { monogramSvg } from '../images/monogramSvg'
import { NETWORK_ICON_NAMES } from '../images/networkIconNames'
import { loadWeb3Icon, web3IconNames } from '../images/web3Icons'
import { SvgResponse, sdkQuery, withErrors } from '../server/commonSchemas'
import { sendSvg } from './sendSvg'

const imageSchema = (summary: string, id: string) => ({
  summary,
  params: Type.Object({ id: Type.String({ minLength: 1, description: id }) }),
  querystring: sdkQuery({}),
  response: withErrors({ 200: SvgResponse }),
})

/** Fiat currencies of the on-ramp by ISO code, drawn with their sign. */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹' }

/** SPEC §7: the network, token and currency images: /public/getAssetImage, getTokenImage, getCurrencyImage. */
export const assetImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'sdk', rateLimitFamily: 'catalogue' } as const
  app.get(
    '/public/getAssetImage/:id',
    { schema: imageSchema("A network's image", 'CAIP-2 id or network icon name'), config },
    async (request, reply) => {
      const id = request.params.id
      const iconName = NETWORK_ICON_NAMES[id] ?? (web3IconNames('networks').has(id) ? id : undefined)
      const icon = iconName ? await loadWeb3Icon('networks', iconName) : undefined
      return sendSvg(reply, icon ?? monogramSvg(id, id.split(':').pop() ?? id))
    },
  )
  app.get(
    '/public/getTokenImage/:id',
    { schema: imageSchema("A token's image", 'Token symbol'), config },
    async (request, reply) => {
      const symbol = request.params.id.toUpperCase()
      const icon = await loadWeb3Icon('tokens', symbol)
      return sendSvg(reply, icon ?? monogramSvg(symbol, symbol))
    },
  )
  app.get(
    '/public/getCurrencyImage/:id',
    { schema: imageSchema("A fiat currency's image", 'ISO 4217 code'), config },
    async (request, reply) => {
      const code = request.params.id.toUpperCase()
      return sendSvg(reply, monogramSvg(code, CURRENCY_SIGNS[code] ?? code))
    },
  )
}
