import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isOriginAllowed, parseRemoteFeatures, SOCIAL_PROVIDERS, type SocialProvider } from '@portico/core'
import { Type } from 'typebox'
import { checkFrameProof } from '../embeddedWallet/checkFrameProof'
import { openEmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { HttpError, ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors'
import { listProjectFeatures } from '../projects/findProject'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { answerSocialCallback } from './answerSocialCallback'
import { SOCIAL_LOGIN_FAILURE_KINDS } from './recordSocialLoginFailure'
import { redeemSocialLogin, SOCIAL_LOGIN_FAILED_STATUS } from './redeemSocialLogin'
import { SOCIAL_CALLBACK_HTML_RESPONSES, SOCIAL_CALLBACK_QUERY_FIELDS } from './socialCallbackSchemas'
import { socialFormPostCallbackRoute } from './socialFormPostCallbackRoute'
import {
  BINDING_CHALLENGE_PATTERN,
  BINDING_VERIFIER_PATTERN,
  RESULT_CODE_PATTERN,
  RETURN_URL_MAX_LENGTH,
  SOCIAL_CALLBACK_PATH,
} from './socialLoginConstants'
import {
  INVALID_PAGE_ORIGIN_MESSAGE,
  socialProviderNotConfiguredMessage,
  socialProviderOffMessage,
  unknownSocialProviderMessage,
} from './socialLoginErrors'
import { parseReturnUrl } from './socialReturnPage'
import { startSocialLogin } from './startSocialLogin'

/** SPEC §5: one of the six social providers, or a 400 naming them. */
function parseProvider(value: string): SocialProvider {
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(value))
    throw new HttpError(400, unknownSocialProviderMessage(value))
  return value as SocialProvider
}

/** A failed redirect sign-in's code redeems to the cloud's message and the failure's kind. */
const SocialLoginFailedBody = Type.Object(
  {
    error: Type.String(),
    failure: Type.Union(
      SOCIAL_LOGIN_FAILURE_KINDS.map((kind) => Type.Literal(kind)),
      { description: 'refused: the provider refused the sign-in; checkFailed: a check of its answer failed' },
    ),
  },
  { description: 'The sign-in failed at the callback' },
)

/** An origin exactly as a browser writes `location.origin`, or a 400. */
function parsePageOrigin(value: string): string {
  const url = URL.parse(value)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value)
    throw new HttpError(400, INVALID_PAGE_ORIGIN_MESSAGE)
  return value
}

/**
 * SPEC §5, §6, §7: social login for the embedded wallet, with the cloud as the OpenID Connect
 * client of each provider. The secure frame asks for the authorization URL (get social redirect uri), the
 * host page opens it in the popup, the provider sends the person back to the callback, whose page posts a
 * one-time result code to the host page; the frame redeems it (connect social) with a secret only it holds.
 */
export const socialLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  app.post(
    '/v1/embedded/social/start',
    {
      schema: {
        summary: "Start a social sign-in: the provider's authorization URL, for the popup",
        querystring: sdkQuery({}),
        body: Type.Object({
          provider: Type.String({ minLength: 1, maxLength: 32, description: SOCIAL_PROVIDERS.join(', ') }),
          pageOrigin: Type.String({
            minLength: 1,
            maxLength: 255,
            description: 'The origin of the host page that opens the popup (SPEC §6: it must be allowed)',
          }),
          bindingChallenge: Type.String({
            pattern: BINDING_CHALLENGE_PATTERN,
            description: "SHA-256 (base64url) of a secret the frame keeps to redeem the sign-in's result",
          }),
          returnUrl: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: RETURN_URL_MAX_LENGTH,
              description:
                'Sign in by full-page redirect (a Telegram mini app) and return to this page of pageOrigin with result_uri',
            }),
          ),
        }),
        response: withErrors({
          200: Type.Object({
            uri: Type.String({ description: 'The authorization URL the popup opens' }),
            expiresAt: Type.String({ format: 'date-time' }),
            resultOrigin: Type.String({
              description:
                "The callback page's origin: the host accepts the popup's result from this origin only (SPEC §5)",
            }),
          }),
        }),
      },
      config: { access: 'frame', rateLimitFamily: 'auth' },
    },
    async (request) => {
      const project = requireProject(request)
      const provider = parseProvider(request.body.provider)
      const pageOrigin = parsePageOrigin(request.body.pageOrigin)
      // SPEC §6: the page that will receive the result must be one the project allows.
      if (!isOriginAllowed(pageOrigin, project.allowedOrigins))
        throw new HttpError(403, ORIGIN_NOT_ALLOWED_MESSAGE)
      const { socials } = parseRemoteFeatures(await listProjectFeatures(services.db, project.id))
      if (socials === false || !socials.includes(provider))
        throw new HttpError(403, socialProviderOffMessage(provider))
      if (!services.socialProviders?.isConfigured(provider))
        throw new HttpError(503, socialProviderNotConfiguredMessage(provider))
      const started = await startSocialLogin(services.db, services.socialProviders, {
        projectId: project.id,
        provider,
        pageOrigin,
        requesterOrigin: request.headers.origin,
        bindingChallenge: request.body.bindingChallenge,
        returnUrl:
          request.body.returnUrl === undefined
            ? undefined
            : parseReturnUrl(request.body.returnUrl, pageOrigin),
        nowMs: services.now(),
      })
      return {
        uri: started.authorizationUrl,
        expiresAt: started.expiresAt.toISOString(),
        // The redirect URI may be a public URL other than the one the cloud listens on: its origin posts.
        resultOrigin: new URL(services.socialProviders.redirectUri()).origin,
      }
    },
  )

  app.get(
    SOCIAL_CALLBACK_PATH,
    {
      schema: {
        summary:
          'Where a social provider sends the person back: a page that hands the result to the host page',
        querystring: Type.Object(SOCIAL_CALLBACK_QUERY_FIELDS),
        response: SOCIAL_CALLBACK_HTML_RESPONSES,
      },
      // Reached by the popup's navigation from the provider: no project query, no Origin; limited per address.
      config: { access: 'open', rateLimitFamily: 'socialCallback' },
    },
    async (request, reply) => answerSocialCallback(services, reply, request.query, { responseMode: 'query' }),
  )
  // Apple answers by a form POST to the same path; its form parser lives in that route's own plugin.
  await app.register(socialFormPostCallbackRoute)

  app.post(
    '/v1/embedded/social/connect',
    {
      schema: {
        summary: "Redeem a social sign-in's result for the embedded-wallet user and session",
        querystring: sdkQuery({}),
        body: Type.Object({
          resultCode: Type.String({
            pattern: RESULT_CODE_PATTERN,
            description: "The callback page's one-time code",
          }),
          bindingVerifier: Type.String({
            pattern: BINDING_VERIFIER_PATTERN,
            description: 'The secret whose SHA-256 started the sign-in',
          }),
        }),
        response: withErrors({
          200: Type.Object({
            action: Type.Literal('CONNECT'),
            userId: Type.String(),
            provider: Type.String(),
            email: Type.Union([Type.String(), Type.Null()]),
            userName: Type.Union([Type.String(), Type.Null()]),
            isNew: Type.Boolean(),
            sessionToken: Type.String({
              description:
                "The embedded-wallet session, bound to the key of the login's DPoP proof: usable only with that key's proofs",
            }),
            sessionExpiresAt: Type.String({ format: 'date-time' }),
          }),
          [SOCIAL_LOGIN_FAILED_STATUS]: SocialLoginFailedBody,
        }),
      },
      config: { access: 'frame', rateLimitFamily: 'auth' },
    },
    async (request) => {
      const project = requireProject(request)
      const nowMs = services.now()
      // Checked before the result is redeemed: the session will be bound to the key that signed this proof.
      const { thumbprint } = await checkFrameProof(services.db, request, { nowMs })
      const user = await redeemSocialLogin(services.db, {
        projectId: project.id,
        resultCode: request.body.resultCode,
        bindingVerifier: request.body.bindingVerifier,
        requesterOrigin: request.headers.origin,
        nowMs,
      })
      // The same session as email verify's: the share routes cannot tell the two logins apart.
      const session = await openEmbeddedSession(services.db, {
        projectId: project.id,
        userId: user.userId,
        nowMs,
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
