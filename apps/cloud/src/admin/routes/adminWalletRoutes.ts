import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { withErrors } from '../../server/commonSchemas'
import { ADMIN_API_PREFIX } from '../adminConstants'
import { listCatalogueWalletNames } from '../catalogueWalletNames'

/** The catalogue's wallets, for choosing a project's featured and excluded ones. */
export const adminWalletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${ADMIN_API_PREFIX}/wallets`,
    {
      schema: {
        summary: 'The wallet catalogue’s ids and names, in display order',
        tags: ['admin'],
        response: withErrors({
          200: Type.Object({ wallets: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })) }),
        }),
      },
      config: { access: 'admin' },
    },
    async () => ({ wallets: await listCatalogueWalletNames(app.services.db) }),
  )
}
