import { base64url, exportJWK, SignJWT } from 'jose'
import type { SessionKey } from './sessionKeyStore'

export type FrameProofTarget = {
  method: string
  /** The full URL called, query included. */
  url: string
  /** The session token the call carries; none for the login calls that open one. */
  token?: string
}

/**
 * A DPoP proof (RFC 9449) of one call: an ES256 JWS, signed by the session key, over the method, the URL,
 * the time, a one-time jti and the token's hash. The cloud takes a token only with a fresh one.
 */
export async function signFrameProof(
  key: SessionKey,
  { method, url, token }: FrameProofTarget,
): Promise<string> {
  const ath = token
    ? base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))))
    : undefined
  return new SignJWT({ htm: method, htu: url, jti: crypto.randomUUID(), ...(ath ? { ath } : {}) })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(key.publicKey) })
    .setIssuedAt()
    .sign(key.privateKey)
}
