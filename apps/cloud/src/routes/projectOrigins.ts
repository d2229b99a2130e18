import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'

/** SPEC §7: GET /projects/v1/origins → { allowedOrigins }; readable from any origin so a page can check itself. */
export const projectOriginsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/projects/v1/origins',
    {
      schema: {
        summary: "The project's allowed origins",
        querystring: sdkQuery({}),
        response: withErrors({ 200: Type.Object({ allowedOrigins: Type.Array(Type.String()) }) }),
      },
      config: { access: 'sdkAnyOrigin', rateLimitFamily: 'catalogue' },
    },
    async (request) => ({ allowedOrigins: requireProject(request).allowedOrigins }),
  )
}
