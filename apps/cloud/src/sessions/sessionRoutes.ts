import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError } from '../errors'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { createSession } from './createSession'
import { activeClaims, requireSessionToken } from './readSessionToken'
import { TOKEN_ACCOUNT_MISMATCH_MESSAGE } from './sessionErrors'
import { issueNonce, pruneNonces } from './sessionNonces'
import { accountKey, listSessions, revokeSessions, type StoredSession } from './sessionStore'

const Session = Type.Object({
  sid: Type.String(),
  chainId: Type.String({ description: 'CAIP-2' }),
  address: Type.String(),
  message: Type.String(),
  signature: Type.String(),
  cacao: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  expiresAt: Type.String({ format: 'date-time' }),
})

const AccountParameter = Type.Object({
  address: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'An address, or a CAIP-10 account to name one chain',
  }),
})

const toBody = (session: StoredSession) => ({ ...session, expiresAt: session.expiresAt.toISOString() })

/** `eip155:1:0xabc` → that chain and address; `0xabc` → the address on every chain. */
function accountOf(parameter: string): { chainId?: string; address: string } {
  const parts = parameter.split(':')
  if (parts.length === 3) return { chainId: `${parts[0]}:${parts[1]}`, address: parts[2] as string }
  return { address: parameter }
}

/** The token's account must be the one the path names (its chain too, when the path gives one). */
function assertSameAccount(sub: string, account: { chainId?: string; address: string }): void {
  const signedIn = accountOf(sub)
  const chainId = signedIn.chainId ?? ''
  const same =
    accountKey(chainId, signedIn.address) === accountKey(chainId, account.address) &&
    (account.chainId === undefined || account.chainId === chainId)
  if (!same) throw new HttpError(403, TOKEN_ACCOUNT_MISMATCH_MESSAGE)
}

/**
 * SPEC §7: sign-in sessions kept by the cloud. The cloud issues the nonce, verifies the
 * signature itself and returns a token (EdDSA JWS) a host backend checks with GET /v1/sessions/jwks or
 * POST /v1/sessions/introspect; GET and revoke take that token as their Bearer credential.
 */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  app.post(
    '/v1/sessions/nonce',
    {
      schema: {
        summary: 'A single-use nonce for one sign-in message (10 minutes)',
        querystring: sdkQuery({}),
        body: Type.Object({}, { description: 'Nothing: send {}' }),
        response: withErrors({
          200: Type.Object({ nonce: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }),
        }),
      },
      config: { access: 'sdk', rateLimitFamily: 'sessions' },
    },
    async (request) => {
      const now = services.now()
      await pruneNonces(services.db, now)
      const { nonce, expiresAt } = await issueNonce(services.db, requireProject(request).id, now)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
  )

  app.post(
    '/v1/sessions',
    {
      schema: {
        summary: 'Sign in: the cloud verifies the signed message and keeps the session',
        querystring: sdkQuery({}),
        body: Type.Object({
          message: Type.String({ minLength: 1, maxLength: 8192 }),
          signature: Type.String({ minLength: 1, maxLength: 8192 }),
          cacao: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
        response: withErrors({ 201: Type.Object({ token: Type.String(), session: Session }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'sessions' },
    },
    async (request, reply) => {
      const { token, session } = await createSession(services, requireProject(request), {
        ...request.body,
        origin: request.headers.origin,
      })
      return reply.status(201).send({ token, session: toBody(session) })
    },
  )

  app.get(
    '/v1/sessions/jwks',
    {
      schema: {
        summary: 'The public key session tokens are signed with (a JWK set)',
        response: withErrors({
          200: Type.Object({
            keys: Type.Array(
              Type.Object({
                kty: Type.Literal('OKP'),
                crv: Type.Literal('Ed25519'),
                x: Type.String(),
                kid: Type.String(),
                alg: Type.Literal('EdDSA'),
                use: Type.Literal('sig'),
              }),
            ),
          }),
        }),
      },
      config: { access: 'open' },
    },
    async () => ({ keys: [services.sessionSigner.jwk] }),
  )

  app.post(
    '/v1/sessions/introspect',
    {
      schema: {
        summary: 'Whether a session token is on: signed here, unexpired, not revoked',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: withErrors({
          200: Type.Union([
            Type.Object({
              active: Type.Literal(true),
              sub: Type.String(),
              aud: Type.String(),
              sid: Type.String(),
              iat: Type.Number(),
              exp: Type.Number(),
            }),
            Type.Object({ active: Type.Literal(false) }),
          ]),
        }),
      },
      config: { access: 'open', rateLimitFamily: 'sessions' },
    },
    async (request) => {
      const claims = await activeClaims(services, request.body.token)
      if (!claims) return { active: false as const }
      const { sub, aud, sid, iat, exp } = claims
      return { active: true as const, sub, aud, sid, iat, exp }
    },
  )

  app.get(
    '/v1/sessions/:address',
    {
      schema: {
        summary: 'The active sessions of the signed-in account (Bearer: its session token)',
        params: AccountParameter,
        querystring: sdkQuery({}),
        response: withErrors({ 200: Type.Object({ sessions: Type.Array(Session) }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const project = requireProject(request)
      const claims = await requireSessionToken(services, request, project.id)
      const account = accountOf(request.params.address)
      assertSameAccount(claims.sub, account)
      const sessions = await listSessions(services.db, project.id, account, services.now())
      return { sessions: sessions.map(toBody) }
    },
  )

  app.post(
    '/v1/sessions/:address/revoke',
    {
      schema: {
        summary: 'Sign out: ends the account’s sessions (Bearer: its session token)',
        params: AccountParameter,
        querystring: sdkQuery({}),
        body: Type.Object({}, { description: 'Nothing: send {}; the Bearer token is the credential' }),
        response: withErrors({ 200: Type.Object({ success: Type.Boolean(), revoked: Type.Integer() }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'sessions' },
    },
    async (request) => {
      const project = requireProject(request)
      const claims = await requireSessionToken(services, request, project.id)
      const account = accountOf(request.params.address)
      assertSameAccount(claims.sub, account)
      const revoked = await revokeSessions(services.db, project.id, account, services.now())
      return { success: true, revoked }
    },
  )
}
