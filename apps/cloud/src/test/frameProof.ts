import { exportJWK, SignJWT } from 'jose'
import { hashOpaqueToken } from '../sessions/opaqueToken'
import { FRAME_ORIGIN } from './testCloud'

/** A secure frame's session key as the frame makes it: ECDSA P-256, the private half not extractable. */
export type FrameKey = CryptoKeyPair

export function newFrameKey(): Promise<FrameKey> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
}

export type FrameProofClaims = {
  method: string
  url: string
  /** The session token the proof names (its ath). */
  token?: string
  /** When the proof says it was made; now by default (an attacker may date it otherwise). */
  iatMs?: number
  jti?: string
}

/** A DPoP proof (RFC 9449) signed by `key`, as the frame's cloud client signs one. */
export async function frameProof(
  key: FrameKey,
  { method, url, token, iatMs = Date.now(), jti = crypto.randomUUID() }: FrameProofClaims,
): Promise<string> {
  return new SignJWT({
    htm: method,
    htu: url,
    jti,
    ...(token === undefined ? {} : { ath: hashOpaqueToken(token) }),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(key.publicKey) })
    .setIssuedAt(Math.floor(iatMs / 1000))
    .sign(key.privateKey)
}

export type FrameCallOptions = {
  method?: string
  body?: unknown
  token?: string
  /** The secure frame's origin by default; `null` sends none. */
  origin?: string | null
  /** The proof to send instead of a fresh one from `key` (`null`: none). */
  proof?: string | null
  /** The fresh proof's iat: the test cloud's clock when it is moved; now by default. */
  iatMs?: number
}

/** A call of the secure frame: its origin, its session token as DPoP, and a fresh proof of its key. */
export async function frameFetch(
  key: FrameKey,
  url: string,
  { method = 'GET', body, token, origin = FRAME_ORIGIN, proof, iatMs = Date.now() }: FrameCallOptions = {},
): Promise<Response> {
  const dpop =
    proof === undefined ? await frameProof(key, { method, url, iatMs, ...(token ? { token } : {}) }) : proof
  return fetch(url, {
    method,
    headers: {
      ...(origin === null ? {} : { origin }),
      ...(dpop === null ? {} : { dpop }),
      ...(token ? { authorization: `DPoP ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}
