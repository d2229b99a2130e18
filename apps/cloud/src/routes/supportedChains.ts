import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { caipNetworkId } from '../chains/cloudChain'
import { sdkQuery, withErrors } from '../server/commonSchemas'

/** SPEC §7: GET /v1/supported-chains → the http and ws lists (CAIP-2 ids); the proxy is HTTP only. */
export const supportedChainsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/supported-chains',
    {
      schema: {
        summary: 'The chains the data API and RPC proxy serve',
        querystring: sdkQuery({}),
        response: withErrors({
          200: Type.Object({ http: Type.Array(Type.String()), ws: Type.Array(Type.String()) }),
        }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async () => ({ http: app.services.chains.map(caipNetworkId), ws: [] }),
  )
}
