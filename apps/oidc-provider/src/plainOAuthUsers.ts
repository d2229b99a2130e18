import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { localClaims } from './localAccount'

/**
 * GitHub and X are OAuth 2.0 providers, not OpenID ones: no ID token, and the user comes from an API of
 * their own, each in its own shape. The local provider serves the same two shapes, so the cloud's plain
 * OAuth path (its `userClaims` mapping) runs here as it does against them.
 */
export const PLAIN_OAUTH_USER_PATHS = {
  /** GitHub's `GET https://api.github.com/user`: a numeric id, login, name, email. */
  github: '/github/user',
  /** X's `GET https://api.x.com/2/users/me`: `{ data: { id, name, username } }`, ids as decimal strings, no email. */
  x: '/x/2/users/me',
} as const

type PlainOAuthProvider = keyof typeof PLAIN_OAUTH_USER_PATHS

/** A stable positive integer for a username, as GitHub's and X's ids are numbers (48 bits: a safe integer). */
export function numericUserId(username: string): number {
  return createHash('sha256').update(username).digest().readUIntBE(0, 6)
}

function userAs(provider: PlainOAuthProvider, username: string): unknown {
  const claims = localClaims(username)
  const id = numericUserId(username)
  return provider === 'github'
    ? { id, login: claims.preferred_username, name: claims.name, email: claims.email }
    : { data: { id: String(id), name: claims.name, username: claims.preferred_username } }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

/**
 * Answers GET on the two user paths for a bearer access token this provider issued to that provider's
 * own client (a token of the google client is refused at /github/user, as GitHub refuses another app's).
 * Answers false for every other path.
 */
export async function handlePlainOAuthUser(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const path = new URL(request.url ?? '/', 'http://provider').pathname
  const which = (Object.keys(PLAIN_OAUTH_USER_PATHS) as PlainOAuthProvider[]).find(
    (name) => PLAIN_OAUTH_USER_PATHS[name] === path,
  )
  if (!which) return false
  if (request.method !== 'GET') {
    sendJson(response, 405, { message: 'Method Not Allowed' })
    return true
  }
  const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  const found = token ? await provider.AccessToken.find(token) : undefined
  if (!found || found.isExpired || found.clientId !== which || !found.accountId) {
    response.setHeader('www-authenticate', 'Bearer error="invalid_token"')
    sendJson(response, 401, { message: 'Bad credentials' })
    return true
  }
  sendJson(response, 200, userAs(which, found.accountId))
  return true
}
