import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError } from '../../errors'
import { withErrors } from '../../server/commonSchemas'
import { countAdmins, createAdmin, findAdminByPassword } from '../adminAccounts'
import { ADMIN_API_PREFIX, BOOTSTRAP_ACTOR } from '../adminConstants'
import {
  BOOTSTRAP_CLOSED_MESSAGE,
  WRONG_BOOTSTRAP_SECRET_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from '../adminErrors'
import { type AdminSession, closeAdminSession, openAdminSession } from '../adminSessions'
import { requireAdminSession } from '../checkAdminAccess'
import { readSessionCookie, sessionCookie } from '../sessionCookie'
import { AdminSchema, CredentialsSchema } from './adminSchemas'

const SessionSchema = Type.Object({
  admin: AdminSchema,
  csrfToken: Type.String({ description: 'Send it as x-portico-csrf with every change' }),
  expiresAt: Type.String({ format: 'date-time' }),
})

const sessionBody = ({ admin, csrfToken, expiresAt }: AdminSession) => ({
  admin,
  csrfToken,
  expiresAt: expiresAt.toISOString(),
})

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Sign-in (rate-limited across instances), sign-out, the current session, and the first admin from the
 * bootstrap secret.
 */
export const adminSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app

  app.post(
    `${ADMIN_API_PREFIX}/login`,
    {
      schema: {
        summary: 'Sign an admin in: sets the session cookie, answers the CSRF token',
        tags: ['admin'],
        body: CredentialsSchema,
        response: withErrors({ 200: SessionSchema }),
      },
      config: { access: 'adminSignIn' },
    },
    async (request, reply) => {
      const username = request.body.username.trim().toLowerCase()
      // The client's own address is in every key: its failures stop it, never the admin elsewhere.
      await app.attempts.attempt('adminLoginAddress', [`ip|${request.ip}`])
      await app.attempts.attempt('adminLogin', [`ipuser|${request.ip}|${username}`])
      const admin = await findAdminByPassword(services.db, username, request.body.password)
      if (!admin) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE)
      const nowMs = services.now()
      const session = await openAdminSession(services.db, admin, nowMs)
      reply.header(
        'set-cookie',
        sessionCookie(request, session.token, (session.expiresAt.getTime() - nowMs) / 1000),
      )
      return sessionBody(session)
    },
  )

  app.post(
    `${ADMIN_API_PREFIX}/logout`,
    {
      schema: { summary: 'Sign the admin out', tags: ['admin'], response: withErrors({ 204: Type.Null() }) },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const token = readSessionCookie(request)
      if (token !== undefined) await closeAdminSession(services.db, token)
      return reply
        .status(204)
        .header('set-cookie', sessionCookie(request, '', 0))
        .send(null)
    },
  )

  app.get(
    `${ADMIN_API_PREFIX}/session`,
    {
      schema: {
        summary: 'The signed-in admin and its CSRF token',
        tags: ['admin'],
        response: withErrors({ 200: SessionSchema }),
      },
      config: { access: 'admin' },
    },
    async (request) => sessionBody(requireAdminSession(request)),
  )

  app.post(
    `${ADMIN_API_PREFIX}/bootstrap`,
    {
      schema: {
        summary:
          'Create the first admin with the PORTICO_CLOUD_ADMIN_BOOTSTRAP secret (only while there is none)',
        tags: ['admin'],
        body: Type.Object({
          ...CredentialsSchema.properties,
          secret: Type.String({ minLength: 1, maxLength: 1024 }),
        }),
        response: withErrors({ 201: AdminSchema }),
      },
      config: { access: 'adminSignIn' },
    },
    async (request, reply) => {
      const secret = services.adminBootstrapSecret
      if (!secret || (await countAdmins(services.db)) > 0) throw new HttpError(403, BOOTSTRAP_CLOSED_MESSAGE)
      await app.attempts.attempt('adminLogin', [`bootstrap|${request.ip}`])
      if (!timingSafeEqual(digest(request.body.secret), digest(secret))) {
        throw new HttpError(401, WRONG_BOOTSTRAP_SECRET_MESSAGE)
      }
      const context = { db: services.db, actor: BOOTSTRAP_ACTOR, now: services.now }
      const admin = await createAdmin(context, request.body, async (tx) => {
        // Two bootstraps at once: the second waits here, then finds the first's admin.
        await tx.query('lock table admins in share row exclusive mode')
        if ((await countAdmins(tx)) > 0) throw new HttpError(403, BOOTSTRAP_CLOSED_MESSAGE)
      })
      return reply.status(201).send(admin)
    },
  )
}
