import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { INVALID_TOKEN_MESSAGE, MISSING_TOKEN_MESSAGE } from './sessionErrors'
import type { SessionClaims } from './sessionSigner'
import { isSessionActive } from './sessionStore'

/**
 * The claims of a token this cloud issued for `projectId`, still unexpired and not revoked, or
 * undefined: a forged, tampered, foreign-key, other-project, expired or revoked token all read as none.
 */
export async function activeClaims(
  services: CloudServices,
  token: string,
  projectId?: string,
): Promise<SessionClaims | undefined> {
  const claims = services.sessionSigner.verify(token)
  if (!claims || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return undefined
  if (projectId !== undefined && claims.aud !== projectId) return undefined
  const now = services.now()
  if (claims.exp * 1000 <= now) return undefined
  return (await isSessionActive(services.db, claims.aud, claims.sid, now)) ? claims : undefined
}

/** The Bearer token of a request, checked as activeClaims does; 401 with the reason otherwise. */
export async function requireSessionToken(
  services: CloudServices,
  request: FastifyRequest,
  projectId: string,
): Promise<SessionClaims> {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
  if (!match?.[1]) throw new HttpError(401, MISSING_TOKEN_MESSAGE)
  const claims = await activeClaims(services, match[1], projectId)
  if (!claims) throw new HttpError(401, INVALID_TOKEN_MESSAGE)
  return claims
}
