import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isDatabaseReady } from '../db/isDatabaseReady'
import { HttpError, NOT_READY_MESSAGE } from '../errors'
import { withErrors } from '../server/commonSchemas'

const DatabaseKind = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')])

/**
 * The orchestrator's probes: /healthz (the process answers), /readyz (the database answers and
 * every migration is applied), and /health, both at once, as earlier clients call it.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'open' } as const
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: the process answers',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
      config,
    },
    async () => ({ status: 'ok' as const }),
  )
  const ready = async () => {
    if (!(await isDatabaseReady(app.services.db))) throw new HttpError(503, NOT_READY_MESSAGE)
    return { status: 'ok' as const, database: app.services.db.kind }
  }
  const readySchema = withErrors({ 200: Type.Object({ status: Type.Literal('ok'), database: DatabaseKind }) })
  app.get(
    '/readyz',
    { schema: { summary: 'Readiness: the database answers and is migrated', response: readySchema }, config },
    ready,
  )
  app.get(
    '/health',
    { schema: { summary: 'Liveness and readiness at once', response: readySchema }, config },
    ready,
  )
}
