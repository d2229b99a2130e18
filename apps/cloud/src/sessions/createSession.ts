import { randomUUID } from 'node:crypto'
import { isOriginAllowed } from '@portico/core'
import { parseSiwxMessage, verifySiwx } from '@portico/siwx'
import { HttpError } from '../errors'
import type { Project } from '../projects/project'
import type { CloudServices } from '../services'
import { SESSION_DEFAULT_TTL_S, SESSION_MAX_TTL_S } from './sessionConstants'
import {
  INVALID_SIGN_IN_MESSAGE_PREFIX,
  INVALID_SIGNATURE_MESSAGE,
  SIGN_IN_OTHER_SITE_MESSAGE,
  UNKNOWN_NONCE_MESSAGE,
} from './sessionErrors'
import { consumeNonce } from './sessionNonces'
import { SESSION_TOKEN_ISSUER, type SessionClaims } from './sessionSigner'
import { insertSession, type StoredSession } from './sessionStore'

export type CreateSessionInput = {
  message: string
  signature: string
  cacao?: Record<string, unknown> | undefined
  /** The Origin header of the request, when a page sent it. */
  origin: string | undefined
}

/**
 * The cloud checks a sign-in itself before it keeps it — the text is a sign-in message,
 * for a site of the project (and the page that sent it), with a nonce this cloud issued and nobody
 * used, signed by its account (verifySiwx: EIP-1271/6492 through the chain's RPC). Then the session is
 * stored and a token the host's backend can check is returned.
 */
export async function createSession(
  services: CloudServices,
  project: Project,
  input: CreateSessionInput,
): Promise<{ token: string; session: StoredSession }> {
  let parsed: ReturnType<typeof parseSiwxMessage>
  try {
    parsed = parseSiwxMessage(input.message)
  } catch (error) {
    throw new HttpError(400, `${INVALID_SIGN_IN_MESSAGE_PREFIX}: ${(error as Error).message}`)
  }
  const site = siteOf(parsed.uri)
  if (
    !site ||
    site.host !== parsed.domain ||
    !isOriginAllowed(site.origin, project.allowedOrigins) ||
    (input.origin !== undefined && input.origin !== site.origin)
  )
    throw new HttpError(403, SIGN_IN_OTHER_SITE_MESSAGE)
  const now = services.now()
  // The nonce is spent before the signature is checked: a replay fails here even with a good signature.
  if (!(await consumeNonce(services.db, project.id, parsed.nonce, now)))
    throw new HttpError(401, UNKNOWN_NONCE_MESSAGE)
  const publicKey = typeof input.cacao?.publicKey === 'string' ? input.cacao.publicKey : undefined
  const chain = services.chains.find((candidate) => `eip155:${candidate.chainId}` === parsed.chainId)
  const verified = await verifySiwx({
    message: input.message,
    signature: input.signature,
    ...(publicKey ? { publicKey } : {}),
    ...(chain ? { rpcUrl: chain.rpcUrl } : {}),
  })
  if (!verified) throw new HttpError(401, INVALID_SIGNATURE_MESSAGE)

  const iat = Math.floor(now / 1000)
  const signedUntil = parsed.expirationTime ? Math.floor(Date.parse(parsed.expirationTime) / 1000) : undefined
  const exp = Math.min(signedUntil ?? iat + SESSION_DEFAULT_TTL_S, iat + SESSION_MAX_TTL_S)
  const session: StoredSession = {
    sid: randomUUID(),
    chainId: parsed.chainId,
    address: parsed.accountAddress,
    message: input.message,
    signature: input.signature,
    cacao: input.cacao ?? null,
    expiresAt: new Date(exp * 1000),
  }
  await insertSession(services.db, project.id, session, now)
  const claims: SessionClaims = {
    iss: SESSION_TOKEN_ISSUER,
    aud: project.id,
    sub: `${session.chainId}:${session.address}`,
    sid: session.sid,
    iat,
    exp,
  }
  return { token: services.sessionSigner.sign(claims), session }
}

function siteOf(uri: string): { origin: string; host: string } | undefined {
  try {
    const url = new URL(uri)
    return { origin: url.origin, host: url.host }
  } catch {
    return undefined
  }
}
