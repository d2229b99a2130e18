import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { EMAIL_NOT_CONFIGURED_MESSAGE, MAIL_NOT_SENT_MESSAGE } from '../emailLogin/emailLoginErrors'
import { issueEmailCode } from '../emailLogin/issueEmailCode'
import { spendEmailCode } from '../emailLogin/spendEmailCode'
import { requireEmbeddedSession } from '../embeddedWallet/requireEmbeddedSession'
import { HttpError } from '../errors'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { sessionUserEmail } from './sessionUserEmail'

const config = { access: 'frame', rateLimitFamily: 'auth' } as const

/**
 * SPEC §4 "Secure frame": before the frame shows the wallet's keys, the logged-in user proves their mailbox
 * again with a fresh code of its own purpose. The cloud never sees a key: a spent code only tells the frame,
 * which holds the session and its bound key, that it may show them now.
 */
export const keyExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  app.post(
    '/v1/embedded/export/code',
    {
      schema: {
        summary: "Mail a key-export code to the logged-in user's email",
        querystring: sdkQuery({}),
        // Every POST of the API has a JSON body, so an empty one is refused alike everywhere.
        body: Type.Object({}, { description: 'Nothing: send {}' }),
        response: withErrors({
          200: Type.Object({
            action: Type.Literal('VERIFY_EXPORT_OTP'),
            challengeId: Type.String(),
            expiresAt: Type.String({ format: 'date-time' }),
          }),
        }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      const email = await sessionUserEmail(services.db, { projectId: project.id, userId: session.userId })
      const mailer = services.mailer
      if (!mailer) throw new HttpError(503, EMAIL_NOT_CONFIGURED_MESSAGE)
      const issued = await issueEmailCode(services.db, {
        projectId: project.id,
        email,
        now: services.now(),
        secret: services.emailCodeSecret,
        purpose: 'export',
        ttlMs: services.emailCodeTtlMs,
      })
      try {
        await mailer.sendExportCode({
          to: email,
          code: issued.code,
          projectName: project.name,
          expiresInMinutes: services.emailCodeTtlMs / 60_000,
        })
      } catch (error) {
        request.log.error({ err: error }, 'key export code not sent')
        throw new HttpError(502, MAIL_NOT_SENT_MESSAGE)
      }
      return {
        action: 'VERIFY_EXPORT_OTP' as const,
        challengeId: issued.challengeId,
        expiresAt: issued.expiresAt.toISOString(),
      }
    },
  )

  app.post(
    '/v1/embedded/export/verify',
    {
      schema: {
        summary: 'Spend a key-export code: the secure frame may show the keys it holds',
        querystring: sdkQuery({}),
        body: Type.Object({
          challengeId: Type.String({ minLength: 1, maxLength: 64 }),
          otp: Type.String({ pattern: '^[0-9]{6}$', description: 'The six digits of the mail' }),
        }),
        response: withErrors({ 200: Type.Object({ action: Type.Literal('SHOW_KEYS') }) }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      // The code must be the one mailed to this session's user: another user's, or another purpose's, is unknown.
      await spendEmailCode(services.db, {
        projectId: project.id,
        challengeId: request.body.challengeId,
        email: await sessionUserEmail(services.db, { projectId: project.id, userId: session.userId }),
        code: request.body.otp,
        purpose: 'export',
        now: services.now(),
        secret: services.emailCodeSecret,
        lockNotice: { mailer: services.mailer, projectName: project.name },
      })
      return { action: 'SHOW_KEYS' as const }
    },
  )
}
