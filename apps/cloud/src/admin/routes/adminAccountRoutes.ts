import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { withErrors } from '../../server/commonSchemas'
import { createAdmin } from '../adminAccounts'
import { ADMIN_API_PREFIX } from '../adminConstants'
import { adminContext } from './adminContextOf'
import { AdminSchema, CredentialsSchema } from './adminSchemas'

/** A signed-in admin adds another admin account. */
export const adminAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${ADMIN_API_PREFIX}/admins`,
    {
      schema: {
        summary: 'Create another admin account',
        tags: ['admin'],
        body: CredentialsSchema,
        response: withErrors({ 201: AdminSchema }),
      },
      config: { access: 'admin' },
    },
    async (request, reply) => reply.status(201).send(await createAdmin(adminContext(request), request.body)),
  )
}
