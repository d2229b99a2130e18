import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeDidKey } from '../didKey'
import {
  AUTH_BAD_ISSUER_MESSAGE,
  AUTH_BAD_SIGNATURE_MESSAGE,
  AUTH_EXPIRED_MESSAGE,
  AUTH_MALFORMED_MESSAGE,
  AUTH_MISSING_MESSAGE,
  RelayAuthError,
} from '../errors'

export type RelayJwtPayload = { iss: string; sub?: string; aud?: string; iat?: number; exp: number }
export type VerifyRelayJwtReturnType = { clientId: string; payload: RelayJwtPayload }

function decodeJsonPart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    throw new RelayAuthError(AUTH_MALFORMED_MESSAGE)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Checks the relay-auth JWT the SDK sends in `?auth=`: EdDSA over `header.payload`, signed by the
 * key its `iss` did:key names, not expired at `nowMs`. The `iss` is the client's identity.
 */
export function verifyRelayJwt(jwt: string | null | undefined, nowMs: number): VerifyRelayJwtReturnType {
  if (!jwt) throw new RelayAuthError(AUTH_MISSING_MESSAGE)
  const parts = jwt.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (parts.length !== 3 || !headerPart || !payloadPart || !signaturePart) {
    throw new RelayAuthError(AUTH_MALFORMED_MESSAGE)
  }
  const header = decodeJsonPart(headerPart)
  const payload = decodeJsonPart(payloadPart)
  if (!isRecord(header) || header.alg !== 'EdDSA' || !isRecord(payload)) {
    throw new RelayAuthError(AUTH_MALFORMED_MESSAGE)
  }
  if (typeof payload.iss !== 'string') throw new RelayAuthError(AUTH_BAD_ISSUER_MESSAGE)
  const publicKey = decodeDidKey(payload.iss)
  if (!publicKey) throw new RelayAuthError(AUTH_BAD_ISSUER_MESSAGE)
  if (typeof payload.exp !== 'number') throw new RelayAuthError(AUTH_MALFORMED_MESSAGE)

  const signature = Buffer.from(signaturePart, 'base64url')
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`)
  let valid = false
  try {
    valid = ed25519.verify(signature, signed, publicKey)
  } catch {
    valid = false
  }
  if (!valid) throw new RelayAuthError(AUTH_BAD_SIGNATURE_MESSAGE)
  // exp is in seconds (relay-auth signJWT).
  if (payload.exp * 1000 <= nowMs) throw new RelayAuthError(AUTH_EXPIRED_MESSAGE)
  return { clientId: payload.iss, payload: payload as RelayJwtPayload }
}
