import { base64urlnopad } from '@scure/base'

/** What a valid session token says: the signed-in account, its project, and the session's times. */
export type SiwxTokenClaims = {
  /** The account, CAIP-10: `eip155:1:0xabc…`. */
  sub: string
  /** Its parts: the network (CAIP-2) and the address. */
  chainId: string
  address: string
  /** The project the session belongs to. */
  aud: string
  /** The session's id. */
  sid: string
  /** Issued at and expires at, Unix seconds. */
  iat: number
  exp: number
}

/** The cloud's public key: its JWK (GET /v1/sessions/jwks) or the key's `x` (base64url). */
export type SiwxTokenKey = { kty: 'OKP'; crv: 'Ed25519'; x: string; kid?: string } | string

export type VerifySiwxTokenParameters = {
  /** The project the token must belong to: required, since one cloud signs the sessions of every project. */
  projectId: string
} & (
  | {
      /** Ask the cloud (POST /v1/sessions/introspect): sees revocation, costs a request. */
      apiUrl: string
      fetch?: typeof fetch
    }
  | {
      /** Check offline with the cloud's key: signature, expiry and project, but not revocation. */
      publicKey: SiwxTokenKey
      /** Unix milliseconds; default Date.now(). */
      now?: number
    }
)

const MISSING_PROJECT_ID_MESSAGE =
  'verifySiwxToken needs the projectId the token must belong to: a token of another project of the same cloud would pass'

const decoder = new TextDecoder()

function withAccount(claims: Omit<SiwxTokenClaims, 'chainId' | 'address'>): SiwxTokenClaims | null {
  const parts = claims.sub.split(':')
  if (parts.length !== 3) return null
  return { ...claims, chainId: `${parts[0]}:${parts[1]}`, address: parts[2] as string }
}

function isClaims(value: unknown): value is Omit<SiwxTokenClaims, 'chainId' | 'address'> {
  const claims = value as Record<string, unknown> | null
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    typeof claims.aud === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  )
}

async function verifyOffline(token: string, key: SiwxTokenKey, now: number): Promise<SiwxTokenClaims | null> {
  const [head, payload, signature, ...rest] = token.split('.')
  if (rest.length > 0 || !head || !payload || !signature) return null
  try {
    const header = JSON.parse(decoder.decode(base64urlnopad.decode(head))) as { alg?: unknown; kid?: unknown }
    // Only EdDSA: never an algorithm the token picks for itself ("none", HS256 with the public key…).
    if (header.alg !== 'EdDSA') return null
    if (typeof key !== 'string' && key.kid !== undefined && header.kid !== key.kid) return null
    const publicKey = base64urlnopad.decode(typeof key === 'string' ? key : key.x)
    const signed = new TextEncoder().encode(`${head}.${payload}`)
    // Loaded on use, as the verifiers are: a page that never checks a token never loads the curve.
    const { ed25519 } = await import('@noble/curves/ed25519.js')
    if (!ed25519.verify(base64urlnopad.decode(signature), signed, publicKey)) return null
    const claims: unknown = JSON.parse(decoder.decode(base64urlnopad.decode(payload)))
    if (!isClaims(claims) || claims.exp * 1000 <= now) return null
    return withAccount(claims)
  } catch {
    // Not base64url, not JSON, a key of the wrong length: not a token of this cloud.
    return null
  }
}

async function introspect(
  token: string,
  apiUrl: string,
  fetchImpl: typeof fetch,
): Promise<SiwxTokenClaims | null> {
  const response = await fetchImpl(new URL('/v1/sessions/introspect', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  if (!response.ok)
    throw new Error(`Portico Cloud could not check the session token: HTTP ${response.status}`)
  const answer = (await response.json()) as { active?: boolean }
  return answer.active === true && isClaims(answer) ? withAccount(answer) : null
}

/**
 * For a host's backend: the account a Portico Cloud session token was issued to, or null
 * when it is not one — forged, signed by another key, tampered with, expired, of another project than `projectId`,
 * or (asking the cloud) revoked. A cloud that cannot be reached throws rather than answer null.
 */
export async function verifySiwxToken(
  token: string,
  parameters: VerifySiwxTokenParameters,
): Promise<SiwxTokenClaims | null> {
  // Checked at run time too: a JavaScript caller that leaves it out must not accept every project's tokens.
  if (typeof parameters.projectId !== 'string' || parameters.projectId === '')
    throw new TypeError(MISSING_PROJECT_ID_MESSAGE)
  const claims =
    'apiUrl' in parameters
      ? await introspect(token, parameters.apiUrl, parameters.fetch ?? ((...args) => fetch(...args)))
      : await verifyOffline(token, parameters.publicKey, parameters.now ?? Date.now())
  if (!claims) return null
  return claims.aud === parameters.projectId ? claims : null
}
