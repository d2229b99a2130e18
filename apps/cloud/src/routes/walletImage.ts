import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError, NOT_FOUND_MESSAGE } from '../errors'
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
      const image = await app.services.catalogue.walletImage(request.params.id)
      if (image === undefined) throw new HttpError(404, NOT_FOUND_MESSAGE)
      return sendSvg(reply.header('etag', image.etag), image.body)
    },
  )
}
