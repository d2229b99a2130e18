import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { parseRemoteFeatures } from '@portico/core'
import { Type } from 'typebox'
import { EmailField } from '../emailLogin/emailField'
import {
  EMAIL_LOGIN_OFF_MESSAGE,
  EMAIL_NOT_CONFIGURED_MESSAGE,
  MAIL_NOT_SENT_MESSAGE,
} from '../emailLogin/emailLoginErrors'
import { normaliseEmail } from '../emailLogin/normaliseEmail'
import { requireEmbeddedSession } from '../embeddedWallet/requireEmbeddedSession'
import { HttpError } from '../errors'
import { listProjectFeatures } from '../projects/findProject'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { confirmEmailUpdatePrimary, confirmEmailUpdateSecondary } from './confirmEmailUpdate'
import { startEmailUpdate } from './startEmailUpdate'

const CodeBody = Type.Object({
  updateId: Type.String({ minLength: 1, maxLength: 64 }),
  otp: Type.String({ pattern: '^[0-9]{6}$', description: 'The six digits of the mail' }),
})
const config = { access: 'frame', rateLimitFamily: 'auth' } as const

/**
 * SPEC §5: the logged-in user changes their login email. A code goes to the current address
 * (VERIFY_PRIMARY_OTP) and one to the new (VERIFY_SECONDARY_OTP); both confirmed, in that order, the email
 * changes. The session names the user (the frame's DPoP-bound token); codes follow the login codes' rules.
 */
export const emailUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  app.post(
    '/v1/embedded/email/update',
    {
      schema: {
        summary:
          "Start changing the logged-in user's email: a code to the current address and one to the new",
        querystring: sdkQuery({}),
        body: Type.Object({ email: EmailField }),
        response: withErrors({
          200: Type.Object({
            action: Type.Literal('VERIFY_PRIMARY_OTP'),
            updateId: Type.String(),
            expiresAt: Type.String({ format: 'date-time' }),
          }),
        }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      const newEmail = normaliseEmail(request.body.email)
      if (!parseRemoteFeatures(await listProjectFeatures(services.db, project.id)).email)
        throw new HttpError(403, EMAIL_LOGIN_OFF_MESSAGE)
      const mailer = services.mailer
      if (!mailer) throw new HttpError(503, EMAIL_NOT_CONFIGURED_MESSAGE)
      const started = await startEmailUpdate(services.db, {
        projectId: project.id,
        userId: session.userId,
        newEmail,
        now: services.now(),
        secret: services.emailCodeSecret,
        ttlMs: services.emailCodeTtlMs,
      })
      const mail = { projectName: project.name, expiresInMinutes: services.emailCodeTtlMs / 60_000, newEmail }
      try {
        await mailer.sendUpdateCode({
          ...mail,
          to: started.currentEmail,
          code: started.primary.code,
          mailbox: 'current',
        })
        await mailer.sendUpdateCode({ ...mail, to: newEmail, code: started.secondary.code, mailbox: 'new' })
      } catch (error) {
        request.log.error({ err: error }, 'email update code not sent')
        throw new HttpError(502, MAIL_NOT_SENT_MESSAGE)
      }
      return {
        action: 'VERIFY_PRIMARY_OTP' as const,
        updateId: started.updateId,
        expiresAt: started.expiresAt.toISOString(),
      }
    },
  )

  app.post(
    '/v1/embedded/email/update/primary',
    {
      schema: {
        summary: 'Confirm an email change with the code mailed to the current address',
        querystring: sdkQuery({}),
        body: CodeBody,
        response: withErrors({ 200: Type.Object({ action: Type.Literal('VERIFY_SECONDARY_OTP') }) }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      await confirmEmailUpdatePrimary(services.db, {
        projectId: project.id,
        userId: session.userId,
        updateId: request.body.updateId,
        code: request.body.otp,
        now: services.now(),
        secret: services.emailCodeSecret,
        lockNotice: { mailer: services.mailer, projectName: project.name },
      })
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
  )

  app.post(
    '/v1/embedded/email/update/secondary',
    {
      schema: {
        summary: 'Finish an email change with the code mailed to the new address: the email changes',
        querystring: sdkQuery({}),
        body: CodeBody,
        response: withErrors({ 200: Type.Object({ email: Type.String() }) }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      return confirmEmailUpdateSecondary(services.db, {
        projectId: project.id,
        userId: session.userId,
        updateId: request.body.updateId,
        code: request.body.otp,
        now: services.now(),
        secret: services.emailCodeSecret,
        lockNotice: { mailer: services.mailer, projectName: project.name },
      })
    },
  )
}
