import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'

/** SPEC §7: GET /getAnalyticsConfig → { isAnalyticsEnabled }. */
export const analyticsConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getAnalyticsConfig',
    {
      schema: {
        summary: 'Whether analytics is on for the project',
        querystring: sdkQuery({}),
        response: withErrors({ 200: Type.Object({ isAnalyticsEnabled: Type.Boolean() }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'analytics' },
    },
    async (request) => ({ isAnalyticsEnabled: requireProject(request).isAnalyticsEnabled }),
  )
}
