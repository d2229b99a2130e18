import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isOriginAllowed, parseRemoteFeatures } from '@portico/core'
import { Type } from 'typebox'
import { checkFrameProof } from '../embeddedWallet/checkFrameProof'
import { openEmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { HttpError, ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors'
import { listProjectFeatures } from '../projects/findProject'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { INVALID_PAGE_ORIGIN_MESSAGE } from '../socialLogin/socialLoginErrors'
import { collectFarcasterLogin } from './collectFarcasterLogin'
import { FARCASTER_LOGIN_TOKEN_PATTERN } from './farcasterLoginConstants'
import {
  FARCASTER_NOT_CONFIGURED_MESSAGE,
  FARCASTER_OFF_MESSAGE,
  FARCASTER_RELAY_UNREACHABLE_MESSAGE,
} from './farcasterLoginErrors'
import { FarcasterRelayError } from './farcasterRelayClient'
import { startFarcasterLogin } from './startFarcasterLogin'

/** An origin exactly as a browser writes `location.origin`, or a 400. */
function parsePageOrigin(value: string): string {
  const url = URL.parse(value)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value)
    throw new HttpError(400, INVALID_PAGE_ORIGIN_MESSAGE)
  return value
}

/** A relay that cannot be reached or speaks something else is a 502 with words, not a 500. */
async function throughRelay<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof FarcasterRelayError) throw new HttpError(502, FARCASTER_RELAY_UNREACHABLE_MESSAGE)
    throw error
  }
}

const Connected = Type.Object({
  status: Type.Literal('connected'),
  action: Type.Literal('CONNECT'),
  userId: Type.String(),
  fid: Type.Integer({ minimum: 1 }),
  custody: Type.String({ description: "The fid's custody address, which signed the message" }),
  userName: Type.Union([Type.String(), Type.Null()]),
  isNew: Type.Boolean(),
  sessionToken: Type.String({
    description: "The embedded-wallet session, bound to the key of the login's DPoP proof",
  }),
  sessionExpiresAt: Type.String({ format: 'date-time' }),
})

/**
 * SPEC §7 (get farcaster uri, connect farcaster): Sign In With Farcaster for the embedded wallet.
 * The frame starts a sign-in (the cloud opens a channel on the deployment's relay and gives back the link
 * the QR shows), then asks after it until the Farcaster app has answered; the answer is verified against
 * the IdRegistry before the fid's user and session exist.
 */
export const farcasterLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  /** The deployment's relay, when Farcaster is configured and the project has it on (SPEC §5 socials). */
  const requireFarcaster = async (projectId: string) => {
    if (!services.farcaster) throw new HttpError(503, FARCASTER_NOT_CONFIGURED_MESSAGE)
    const { socials } = parseRemoteFeatures(await listProjectFeatures(services.db, projectId))
    if (socials === false || !socials.includes('farcaster')) throw new HttpError(403, FARCASTER_OFF_MESSAGE)
    return services.farcaster
  }

  app.post(
    '/v1/embedded/farcaster/start',
    {
      schema: {
        summary: 'Start a Sign In With Farcaster: the link the QR shows, and the secret to collect it with',
        querystring: sdkQuery({}),
        body: Type.Object({
          pageOrigin: Type.String({
            minLength: 1,
            maxLength: 255,
            description:
              "The host page's origin: the signed message's domain and URI (SPEC §6: it must be allowed)",
          }),
        }),
        response: withErrors({
          200: Type.Object({
            uri: Type.String({
              description: 'The Sign In With Farcaster link (QR, or the deep link on mobile)',
            }),
            loginToken: Type.String({ description: 'The frame keeps it to collect the sign-in' }),
            expiresAt: Type.String({ format: 'date-time' }),
          }),
        }),
      },
      config: { access: 'frame', rateLimitFamily: 'auth' },
    },
    async (request) => {
      const project = requireProject(request)
      const pageOrigin = parsePageOrigin(request.body.pageOrigin)
      if (!isOriginAllowed(pageOrigin, project.allowedOrigins))
        throw new HttpError(403, ORIGIN_NOT_ALLOWED_MESSAGE)
      const farcaster = await requireFarcaster(project.id)
      const started = await throughRelay(() =>
        startFarcasterLogin(services.db, farcaster.relayUrl, {
          projectId: project.id,
          pageOrigin,
          requesterOrigin: request.headers.origin,
          nowMs: services.now(),
        }),
      )
      return { uri: started.uri, loginToken: started.loginToken, expiresAt: started.expiresAt.toISOString() }
    },
  )

  app.post(
    '/v1/embedded/farcaster/connect',
    {
      schema: {
        summary:
          'Collect a Sign In With Farcaster: pending, or the verified fid’s embedded-wallet user and session',
        querystring: sdkQuery({}),
        body: Type.Object({
          loginToken: Type.String({ pattern: FARCASTER_LOGIN_TOKEN_PATTERN }),
        }),
        response: withErrors({
          200: Type.Union([Type.Object({ status: Type.Literal('pending') }), Connected]),
        }),
      },
      // The frame asks every second while the QR is shown: the data API's 600 a minute, not auth's 10; each
      // sign-in to ask after costs a start, which auth's limit counts.
      config: { access: 'frame', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const project = requireProject(request)
      const farcaster = await requireFarcaster(project.id)
      const nowMs = services.now()
      // Every poll carries a proof: the session of the one that collects is bound to the key that signed it.
      const { thumbprint } = await checkFrameProof(services.db, request, { nowMs })
      const collected = await throughRelay(() =>
        collectFarcasterLogin(services.db, farcaster, {
          projectId: project.id,
          loginToken: request.body.loginToken,
          requesterOrigin: request.headers.origin,
          nowMs,
        }),
      )
      if (collected.status === 'pending') return collected
      // The same session as email's and social's: the share routes cannot tell the logins apart.
      const session = await openEmbeddedSession(services.db, {
        projectId: project.id,
        userId: collected.userId,
        nowMs,
        keyThumbprint: thumbprint,
      })
      return {
        status: 'connected' as const,
        action: 'CONNECT' as const,
        userId: collected.userId,
        fid: collected.fid,
        custody: collected.custody,
        userName: collected.username ?? null,
        isNew: collected.isNew,
        sessionToken: session.token,
        sessionExpiresAt: session.expiresAt.toISOString(),
      }
    },
  )
}
