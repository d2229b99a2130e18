import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findIdentity } from '../names/accountNames'
import { EvmAddress, sdkQuery, withErrors } from '../server/commonSchemas'

const Nullable = Type.Union([Type.String(), Type.Null()])

/** SPEC §7: GET /v1/identity/{address}?sender= → { name, avatar }, both null for an address with no name. */
export const identityRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/identity/:address',
    {
      schema: {
        summary: 'The name and avatar an address goes by',
        params: Type.Object({ address: EvmAddress }),
        querystring: sdkQuery({ sender: Type.Optional(Type.String()) }),
        response: withErrors({ 200: Type.Object({ name: Nullable, avatar: Nullable }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => findIdentity(app.services.db, request.params.address),
  )
}
