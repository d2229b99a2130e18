import type { FastifyRequest } from 'fastify'
import { calculateJwkThumbprint, EmbeddedJWK, type JWK, jwtVerify } from 'jose'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { hashOpaqueToken } from '../sessions/opaqueToken'
import { FRAME_PROOF_ID_MAX_LENGTH, FRAME_PROOF_WINDOW_MS } from './embeddedWalletConstants'
import {
  FRAME_PROOF_CLAIMS_MESSAGE,
  FRAME_PROOF_REPLAYED_MESSAGE,
  FRAME_PROOF_STALE_MESSAGE,
  FRAME_PROOF_TARGET_MESSAGE,
  FRAME_PROOF_TOKEN_MESSAGE,
  MALFORMED_FRAME_PROOF_MESSAGE,
  MISSING_FRAME_PROOF_MESSAGE,
} from './embeddedWalletErrors'
import { requestUrl } from './requestUrl'

export type CheckFrameProofParameters = {
  /** The session token the proof must name (its ath); none for the calls that open a session. */
  sessionToken?: string
  nowMs: number
}

type ProofClaims = { htm?: unknown; htu?: unknown; iat?: unknown; jti?: unknown; ath?: unknown }

const refuse = (message: string) => new HttpError(401, message)

/** The same URL, spelt one way (default port dropped, host lower case), or undefined when it is no URL. */
function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href
  } catch {
    return false
  }
}

/**
 * The request's DPoP header checked as RFC 9449 checks a proof: an ES256 JWS over this method and URL,
 * dated within a minute, never seen before, naming the session token when there is one. Resolves to the
 * thumbprint (RFC 7638) of the key that signed it, which the session is bound to; 401 otherwise.
 */
export async function checkFrameProof(
  db: Queryable,
  request: FastifyRequest,
  { sessionToken, nowMs }: CheckFrameProofParameters,
): Promise<{ thumbprint: string }> {
  const proof = request.headers.dpop
  if (typeof proof !== 'string' || proof === '') throw refuse(MISSING_FRAME_PROOF_MESSAGE)
  let verified: Awaited<ReturnType<typeof jwtVerify<ProofClaims>>>
  try {
    // The time claims are checked below against the cloud's own clock (a test moves it).
    verified = await jwtVerify<ProofClaims>(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      currentDate: new Date(nowMs),
    })
  } catch {
    throw refuse(MALFORMED_FRAME_PROOF_MESSAGE)
  }
  const jwk = verified.protectedHeader.jwk as JWK
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || 'd' in jwk) throw refuse(MALFORMED_FRAME_PROOF_MESSAGE)
  const { htm, htu, iat, jti, ath } = verified.payload
  if (
    typeof htm !== 'string' ||
    typeof htu !== 'string' ||
    typeof iat !== 'number' ||
    typeof jti !== 'string' ||
    jti.length === 0 ||
    jti.length > FRAME_PROOF_ID_MAX_LENGTH
  )
    throw refuse(FRAME_PROOF_CLAIMS_MESSAGE)
  if (htm !== request.method || !sameUrl(htu, requestUrl(request))) throw refuse(FRAME_PROOF_TARGET_MESSAGE)
  const issuedAtMs = iat * 1000
  if (Math.abs(nowMs - issuedAtMs) > FRAME_PROOF_WINDOW_MS) throw refuse(FRAME_PROOF_STALE_MESSAGE)
  if (sessionToken !== undefined && ath !== hashOpaqueToken(sessionToken))
    throw refuse(FRAME_PROOF_TOKEN_MESSAGE)
  if (!(await spendProofId(db, jti, issuedAtMs + FRAME_PROOF_WINDOW_MS, nowMs)))
    throw refuse(FRAME_PROOF_REPLAYED_MESSAGE)
  return { thumbprint: await calculateJwkThumbprint(jwk, 'sha256') }
}

/**
 * Marks a proof's jti used, in the database so every instance of a cluster agrees; false when it was
 * already. It is kept until no clock would accept its proof anyway, and expired ones are pruned.
 */
async function spendProofId(
  db: Queryable,
  jti: string,
  expiresAtMs: number,
  nowMs: number,
): Promise<boolean> {
  await db.query('delete from embedded_proof_ids where expires_at <= $1', [new Date(nowMs)])
  const spent = await db.query(
    'insert into embedded_proof_ids (jti, expires_at) values ($1, $2) on conflict (jti) do nothing returning jti',
    [jti, new Date(expiresAtMs)],
  )
  return spent.length === 1
}
