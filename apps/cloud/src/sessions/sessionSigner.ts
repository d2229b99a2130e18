import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto'

/** What a session token says (a compact JWS, EdDSA over Ed25519). */
export type SessionClaims = {
  /** Always SESSION_TOKEN_ISSUER: the token was issued by a Portico Cloud. */
  iss: string
  /** The project the session belongs to. */
  aud: string
  /** The signed-in account, CAIP-10 (`eip155:1:0xabc…`). */
  sub: string
  /** The session's id, for revocation. */
  sid: string
  iat: number
  exp: number
}

/** The public half, as a JSON Web Key a host backend verifies tokens with. */
export type SessionJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' }

export type SessionSigner = {
  sign(claims: SessionClaims): string
  /** The claims of a token this signer issued, or undefined for any other string (never a throw). */
  verify(token: string): SessionClaims | undefined
  jwk: SessionJwk
}

export const SESSION_TOKEN_ISSUER = 'portico-cloud'

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

/**
 * Signs and checks session tokens with one Ed25519 key: the operator's (PKCS#8 PEM, so every instance
 * and restart agrees), or one made at start for the local stack (tokens then end with the process).
 */
export function createSessionSigner(privateKeyPem?: string): SessionSigner {
  const privateKey: KeyObject = privateKeyPem
    ? createPrivateKey(privateKeyPem)
    : generateKeyPairSync('ed25519').privateKey
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(
      `the session signing key must be an Ed25519 private key, got ${privateKey.asymmetricKeyType}`,
    )
  const publicKey = createPublicKey(privateKey)
  const x = (publicKey.export({ format: 'jwk' }) as { x: string }).x
  const kid = createHash('sha256').update(x).digest('base64url').slice(0, 16)
  const header = base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT', kid }))

  return {
    jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' },
    sign(claims) {
      const signingInput = `${header}.${base64url(JSON.stringify(claims))}`
      return `${signingInput}.${base64url(sign(null, Buffer.from(signingInput), privateKey))}`
    },
    verify(token) {
      const [head, payload, signature, ...rest] = token.split('.')
      // Only this signer's own header: no algorithm or key the token itself chooses.
      if (rest.length > 0 || head !== header || !payload || !signature) return undefined
      const valid = verify(
        null,
        Buffer.from(`${head}.${payload}`),
        publicKey,
        Buffer.from(signature, 'base64url'),
      )
      if (!valid) return undefined
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionClaims
      } catch {
        return undefined
      }
    },
  }
}
