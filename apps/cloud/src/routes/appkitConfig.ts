import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listProjectFeatures } from '../projects/findProject'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'

const Feature = Type.Object({
  id: Type.String(),
  isEnabled: Type.Boolean(),
  config: Type.Union([Type.Array(Type.String()), Type.Null()]),
})

/** SPEC §7: GET /appkit/v1/config → { features: [{ id, isEnabled, config }] } for the project. */
export const appkitConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/appkit/v1/config',
    {
      schema: {
        summary: "The project's remote features",
        querystring: sdkQuery({}),
        response: withErrors({ 200: Type.Object({ features: Type.Array(Feature) }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'catalogue' },
    },
    async (request) => ({ features: await listProjectFeatures(app.services.db, requireProject(request).id) }),
  )
}
