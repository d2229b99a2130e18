import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { RowIdParameter, withErrors } from '../../server/commonSchemas'
import { ADMIN_API_PREFIX, AUDIT_LOG_MAX_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE } from '../adminConstants'
import { listAuditEntries } from '../auditLog'

const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.String({ description: 'admin:<username>, cli or bootstrap' }),
  action: Type.String(),
  projectId: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
})

/** Every change (who, what, when, which project), newest first. */
export const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${ADMIN_API_PREFIX}/audit`,
    {
      schema: {
        summary: 'The audit log, newest first',
        tags: ['admin'],
        querystring: Type.Object({
          project: Type.Optional(Type.String({ maxLength: 128, description: 'Only this project’s entries' })),
          limit: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: AUDIT_LOG_MAX_PAGE_SIZE,
              description: `Default ${AUDIT_LOG_PAGE_SIZE}`,
            }),
          ),
          before: Type.Optional(RowIdParameter('Entries older than this entry id')),
        }),
        response: withErrors({ 200: Type.Object({ entries: Type.Array(AuditEntrySchema) }) }),
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      entries: await listAuditEntries(app.services.db, {
        ...(request.query.project ? { projectId: request.query.project } : {}),
        ...(request.query.limit ? { limit: request.query.limit } : {}),
        ...(request.query.before ? { before: request.query.before } : {}),
      }),
    }),
  )
}
