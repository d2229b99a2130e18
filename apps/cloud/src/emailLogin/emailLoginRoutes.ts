import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { parseRemoteFeatures } from '@portico/core'
import { Type } from 'typebox'
import { checkFrameProof } from '../embeddedWallet/checkFrameProof'
import { openEmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { HttpError } from '../errors'
import { listProjectFeatures } from '../projects/findProject'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { EmailField } from './emailField'
import {
  EMAIL_LOGIN_OFF_MESSAGE,
  EMAIL_NOT_CONFIGURED_MESSAGE,
  MAIL_NOT_SENT_MESSAGE,
} from './emailLoginErrors'
import { issueEmailCode } from './issueEmailCode'
import { normaliseEmail } from './normaliseEmail'
import { verifyEmailCode } from './verifyEmailCode'

/**
 * SPEC §4, §5: email login for the embedded wallet. A code is mailed (VERIFY_OTP), then
 * exchanged for the user and an embedded-wallet session (CONNECT). The page origin must be allowed (the 'sdk' access check, SPEC §6);
 * the 'auth' rate limit caps each address, the cooldown and the hourly cap each email.
 */
export const emailLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  app.post(
    '/v1/embedded/email/code',
    {
      schema: {
        summary: 'Mail a one-time login code to an email address',
        querystring: sdkQuery({}),
        body: Type.Object({ email: EmailField }),
        response: withErrors({
          200: Type.Object({
            action: Type.Literal('VERIFY_OTP'),
            challengeId: Type.String(),
            expiresAt: Type.String({ format: 'date-time' }),
          }),
        }),
      },
      config: { access: 'frame', rateLimitFamily: 'auth' },
    },
    async (request) => {
      const project = requireProject(request)
      const email = normaliseEmail(request.body.email)
      const features = await listProjectFeatures(services.db, project.id)
      // Email rides in the social login feature's list (SPEC §7's wire format): core reads it.
      if (!parseRemoteFeatures(features).email) throw new HttpError(403, EMAIL_LOGIN_OFF_MESSAGE)
      if (!services.mailer) throw new HttpError(503, EMAIL_NOT_CONFIGURED_MESSAGE)
      const issued = await issueEmailCode(services.db, {
        projectId: project.id,
        email,
        now: services.now(),
        secret: services.emailCodeSecret,
        ttlMs: services.emailCodeTtlMs,
      })
      try {
        await services.mailer.sendCode({
          to: email,
          code: issued.code,
          projectName: project.name,
          expiresInMinutes: services.emailCodeTtlMs / 60_000,
        })
      } catch (error) {
        request.log.error({ err: error }, 'email code not sent')
        throw new HttpError(502, MAIL_NOT_SENT_MESSAGE)
      }
      return {
        action: 'VERIFY_OTP' as const,
        challengeId: issued.challengeId,
        expiresAt: issued.expiresAt.toISOString(),
      }
    },
  )

  app.post(
    '/v1/embedded/email/verify',
    {
      schema: {
        summary: 'Exchange the mailed code for the embedded-wallet user',
        querystring: sdkQuery({}),
        body: Type.Object({
          challengeId: Type.String({ minLength: 1, maxLength: 64 }),
          email: EmailField,
          otp: Type.String({ pattern: '^[0-9]{6}$', description: 'The six digits of the mail' }),
        }),
        response: withErrors({
          200: Type.Object({
            action: Type.Literal('CONNECT'),
            userId: Type.String(),
            email: Type.String(),
            isNew: Type.Boolean(),
            sessionToken: Type.String({
              description:
                "The embedded-wallet session, bound to the key of the login's DPoP proof: usable only with that key's proofs",
            }),
            sessionExpiresAt: Type.String({ format: 'date-time' }),
          }),
        }),
      },
      config: { access: 'frame', rateLimitFamily: 'auth' },
    },
    async (request) => {
      const project = requireProject(request)
      const now = services.now()
      // Checked before the code is spent: the session will be bound to the key that signed this proof.
      const { thumbprint } = await checkFrameProof(services.db, request, { nowMs: now })
      const user = await verifyEmailCode(services.db, {
        projectId: project.id,
        challengeId: request.body.challengeId,
        email: normaliseEmail(request.body.email),
        code: request.body.otp,
        now,
        secret: services.emailCodeSecret,
        lockNotice: { mailer: services.mailer, projectName: project.name },
      })
      const session = await openEmbeddedSession(services.db, {
        projectId: project.id,
        userId: user.userId,
        nowMs: now,
        keyThumbprint: thumbprint,
      })
      return {
        action: 'CONNECT' as const,
        ...user,
        sessionToken: session.token,
        sessionExpiresAt: session.expiresAt.toISOString(),
      }
    },
  )
}
