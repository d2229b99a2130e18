import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { checkFrameProof } from './checkFrameProof'
import { type EmbeddedSession, findEmbeddedSession } from './embeddedSessions'
import {
  FRAME_PROOF_WRONG_KEY_MESSAGE,
  INVALID_EMBEDDED_TOKEN_MESSAGE,
  MISSING_EMBEDDED_TOKEN_MESSAGE,
} from './embeddedWalletErrors'

/**
 * The live embedded-wallet session of the request's `Authorization: DPoP <token>` in `projectId`, used with a
 * fresh proof signed by the key the session is bound to (the secure frame's); 401 otherwise. A token alone,
 * taken from the frame or its traffic, opens nothing, whichever scheme it is sent with.
 */
export async function requireEmbeddedSession(
  services: CloudServices,
  request: FastifyRequest,
  projectId: string,
): Promise<EmbeddedSession & { token: string }> {
  const token = /^(?:DPoP|Bearer) (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (!token) throw new HttpError(401, MISSING_EMBEDDED_TOKEN_MESSAGE)
  const nowMs = services.now()
  const { thumbprint } = await checkFrameProof(services.db, request, { sessionToken: token, nowMs })
  const session = await findEmbeddedSession(services.db, token, projectId, nowMs)
  if (!session) throw new HttpError(401, INVALID_EMBEDDED_TOKEN_MESSAGE)
  if (session.keyThumbprint !== thumbprint) throw new HttpError(401, FRAME_PROOF_WRONG_KEY_MESSAGE)
  return { ...session, token }
}
