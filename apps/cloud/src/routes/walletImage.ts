import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { WALLET_ICON_NAMES } from '../catalogue/walletIconNames'
import { HttpError, NOT_FOUND_MESSAGE } from '../errors'
import { monogramSvg } from '../images/monogramSvg'
import { loadWeb3Icon } from '../images/web3Icons'
import { SvgResponse, sdkQuery, withErrors } from '../server/commonSchemas'
import { sendSvg } from './sendSvg'

/** SPEC §7: GET /getWalletImage/{id} → the wallet's icon, from the icon package or a monogram. */
export const walletImageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getWalletImage/:id',
    {
      schema: {
        summary: "A wallet's image",
        params: Type.Object({ id: Type.String({ minLength: 1, description: 'The wallet image id' }) }),
        querystring: sdkQuery({}),
        response: withErrors({ 200: SvgResponse }),
      },
      config: { access: 'sdk', rateLimitFamily: 'catalogue' },
    },
    async (request, reply) => {
      const [wallet] = await app.services.db.query<{ id: string; name: string }>(
        'select id, name from wallets where image_id = $1',
        [request.params.id],
      )
      if (!wallet) throw new HttpError(404, NOT_FOUND_MESSAGE)
      const iconName = WALLET_ICON_NAMES[wallet.id]
      const icon = iconName ? await loadWeb3Icon('wallets', iconName) : undefined
      return sendSvg(reply, icon ?? monogramSvg(wallet.id, wallet.name))
    },
  )
}
