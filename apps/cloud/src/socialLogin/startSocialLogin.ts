import { randomUUID } from 'node:crypto'
import type { SocialProvider } from '@portico/core'
import * as client from 'openid-client'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaqueToken'
import type { SocialProviders } from './createSocialProviders'
import { SOCIAL_LOGIN_TTL_MS } from './socialLoginConstants'
import { SOCIAL_PROVIDER_UNREACHABLE_MESSAGE } from './socialLoginErrors'

export type StartSocialLoginParameters = {
  projectId: string
  provider: SocialProvider
  /** The host page that opened the popup: the only origin the callback page posts the result to. */
  pageOrigin: string
  /** The origin that asked (the secure frame's), when the request named one; the result is redeemed from it only. */
  requesterOrigin: string | undefined
  /** SHA-256 of a secret only the asking frame holds: the result is redeemed with the secret itself. */
  bindingChallenge: string
  /** The page the callback redirects back to (no popup in a Telegram mini app); none for the popup. */
  returnUrl?: string | undefined
  nowMs: number
}

/**
 * Starts an authorization code sign-in at a provider: fresh state, nonce and PKCE verifier (S256), kept
 * server-side for SOCIAL_LOGIN_TTL_MS; answers the authorization URL the popup opens.
 */
export async function startSocialLogin(
  db: Queryable,
  providers: SocialProviders,
  {
    projectId,
    provider,
    pageOrigin,
    requesterOrigin,
    bindingChallenge,
    returnUrl,
    nowMs,
  }: StartSocialLoginParameters,
): Promise<{ authorizationUrl: string; expiresAt: Date }> {
  const configuration = await providers.configuration(provider).catch(() => {
    throw new HttpError(502, SOCIAL_PROVIDER_UNREACHABLE_MESSAGE)
  })
  const state = newOpaqueToken()
  // A nonce binds an ID token to this sign-in; a plain OAuth provider issues none to bind.
  const nonce = providers.userSource(provider).protocol === 'openid' ? client.randomNonce() : undefined
  const codeVerifier = client.randomPKCECodeVerifier()
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: providers.redirectUri(),
    scope: providers.scope(provider),
    state,
    ...(nonce ? { nonce } : {}),
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // Apple: its answer comes as a form POSTed to the callback (socialFormPostCallbackRoute).
    ...(providers.responseMode(provider) === 'form_post' ? { response_mode: 'form_post' } : {}),
  })
  const expiresAt = new Date(nowMs + SOCIAL_LOGIN_TTL_MS)
  await db.query('delete from social_logins where expires_at <= $1', [new Date(nowMs)])
  // The state is kept as a hash: the URL carries it, the database only recognises it.
  await db.query(
    `insert into social_logins (id, state_hash, project_id, provider, page_origin, requester_origin,
       binding_challenge, code_verifier, nonce, created_at, expires_at, return_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      randomUUID(),
      hashOpaqueToken(state),
      projectId,
      provider,
      pageOrigin,
      requesterOrigin ?? null,
      bindingChallenge,
      codeVerifier,
      nonce ?? null,
      new Date(nowMs),
      expiresAt,
      returnUrl ?? null,
    ],
  )
  return { authorizationUrl: authorizationUrl.href, expiresAt }
}
