import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { type EmbeddedSession, findEmbeddedSession } from './embeddedSessions'
import { INVALID_EMBEDDED_TOKEN_MESSAGE, MISSING_EMBEDDED_TOKEN_MESSAGE } from './embeddedWalletErrors'

/** The request's Bearer token, when it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
}

/** The live embedded-wallet session of the request's Bearer token in `projectId`; 401 otherwise. */
export async function requireEmbeddedSession(
  services: CloudServices,
  request: FastifyRequest,
  projectId: string,
): Promise<EmbeddedSession & { token: string }> {
  const token = bearerToken(request)
  if (!token) throw new HttpError(401, MISSING_EMBEDDED_TOKEN_MESSAGE)
  const session = await findEmbeddedSession(services.db, token, projectId, services.now())
  if (!session) throw new HttpError(401, INVALID_EMBEDDED_TOKEN_MESSAGE)
  return { ...session, token }
}
