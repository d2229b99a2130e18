import type { SocialProvider } from '@portico/core'
import * as client from 'openid-client'
import type { Database } from '../db/database'
import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaqueToken'
import type { SocialProviders } from './createSocialProviders'
import { findOrCreateSocialUser } from './findOrCreateSocialUser'
import { ProviderUserApiError, readOAuth2User } from './readOAuth2User'
import { readProviderUser } from './readProviderUser'
import { recordSocialLoginFailure, type SocialLoginFailureKind } from './recordSocialLoginFailure'
import {
  SOCIAL_CODE_MISSING_MESSAGE,
  SOCIAL_LOGIN_EXPIRED_MESSAGE,
  SOCIAL_NO_SUBJECT_MESSAGE,
  SOCIAL_NONCE_MISMATCH_MESSAGE,
  SOCIAL_PROVIDER_UNREACHABLE_MESSAGE,
  SOCIAL_STATE_UNKNOWN_MESSAGE,
  SOCIAL_STATE_USED_MESSAGE,
  SOCIAL_USER_API_NO_SUBJECT_MESSAGE,
  socialAnswerInvalidMessage,
  socialCodeRefusedMessage,
  socialLoginRefusedMessage,
  socialResponseModeMismatchMessage,
} from './socialLoginErrors'
import type { SocialResponseMode } from './socialLoginSettings'

/** What the provider sent the browser back with (the callback's query). */
export type SocialCallbackQuery = {
  state: string
  code?: string
  error?: string
  error_description?: string
  iss?: string
}

/** How the answer reached the callback, and what came with it outside the OAuth parameters. */
export type SocialCallbackDelivery = {
  responseMode: SocialResponseMode
  /** Apple's first-login name (readFirstLoginName): for display only, kept when a later login brings none. */
  firstLoginName?: string
}

/**
 * The callback's outcome: the page posts it to `pageOrigin`, when the sign-in is known. A failed redirect
 * attempt has a result code too, which redeems to the failure.
 */
export type SocialCallbackOutcome = (
  | { ok: true; pageOrigin: string; resultCode: string }
  | { ok: false; status: number; message: string; pageOrigin?: string; resultCode?: string }
) & {
  /** A sign-in started for a full-page redirect returns to this page of its project. */
  returnTo?: { url: string; projectId: string }
}

type ClaimedLogin = {
  id: string
  project_id: string
  provider: SocialProvider
  page_origin: string
  code_verifier: string
  /** Null for a plain OAuth provider, which issues no ID token to bind. */
  nonce: string | null
  expires_at: Date | string
  return_url: string | null
}

/** A failed token exchange or ID token check, in words for the person in the popup. */
function describeFailure(error: unknown): { status: number; message: string } {
  if (error instanceof ProviderUserApiError)
    return { status: 502, message: socialAnswerInvalidMessage(error.message) }
  if (error instanceof client.ResponseBodyError)
    return { status: 400, message: socialCodeRefusedMessage(error.error, error.error_description) }
  if (error instanceof client.ClientError) {
    const detail = error.cause instanceof Error ? error.cause.message : error.message
    if (/"nonce"/.test(detail)) return { status: 400, message: SOCIAL_NONCE_MISMATCH_MESSAGE }
    if (error.cause instanceof TypeError || /fetch failed|timed? ?out|abort/i.test(detail))
      return { status: 502, message: SOCIAL_PROVIDER_UNREACHABLE_MESSAGE }
    return { status: 400, message: socialAnswerInvalidMessage(detail) }
  }
  return { status: 502, message: SOCIAL_PROVIDER_UNREACHABLE_MESSAGE }
}

/**
 * The provider's answer: the state is spent at once (a replay finds it spent), then the code is
 * exchanged with the PKCE verifier, the ID token checked (signature, issuer, audience, nonce), the user
 * found or made by provider and sub, and a one-time result code kept for the frame that started it.
 */
export async function completeSocialLogin(
  db: Database,
  providers: SocialProviders,
  query: SocialCallbackQuery,
  nowMs: number,
  delivery: SocialCallbackDelivery = { responseMode: 'query' },
): Promise<SocialCallbackOutcome> {
  const stateHash = hashOpaqueToken(query.state)
  const [login] = await db.query<ClaimedLogin>(
    `update social_logins set returned_at = $2
     where state_hash = $1 and returned_at is null
     returning id, project_id, provider, page_origin, code_verifier, nonce, expires_at, return_url`,
    [stateHash, new Date(nowMs)],
  )
  if (!login) {
    const [spent] = await db.query('select 1 from social_logins where state_hash = $1', [stateHash])
    return {
      ok: false,
      status: 400,
      message: spent ? SOCIAL_STATE_USED_MESSAGE : SOCIAL_STATE_UNKNOWN_MESSAGE,
    }
  }
  const returnTo = login.return_url
    ? { returnTo: { url: login.return_url, projectId: login.project_id } }
    : {}
  const fail = async (
    status: number,
    message: string,
    kind: SocialLoginFailureKind = 'checkFailed',
  ): Promise<SocialCallbackOutcome> => {
    const resultCode = await recordSocialLoginFailure(db, login.id, {
      kind,
      message,
      redirect: login.return_url !== null,
    })
    return {
      ok: false,
      status,
      message,
      pageOrigin: login.page_origin,
      ...(resultCode ? { resultCode } : {}),
      ...returnTo,
    }
  }
  if (new Date(login.expires_at).getTime() <= nowMs) return fail(400, SOCIAL_LOGIN_EXPIRED_MESSAGE)
  // A provider answers one way only: a form POST for a redirect provider (or the reverse) is not its answer.
  const expectedMode = providers.responseMode(login.provider)
  if (delivery.responseMode !== expectedMode)
    return fail(400, socialResponseModeMismatchMessage(expectedMode))
  if (query.error)
    return fail(400, socialLoginRefusedMessage(query.error, query.error_description), 'refused')
  if (!query.code) return fail(400, SOCIAL_CODE_MISSING_MESSAGE)

  let configuration: client.Configuration
  try {
    configuration = await providers.configuration(login.provider)
  } catch {
    return fail(502, SOCIAL_PROVIDER_UNREACHABLE_MESSAGE)
  }
  // The URL the provider sent the browser to: openid-client reads code, state and iss from it.
  const currentUrl = new URL(providers.redirectUri())
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) currentUrl.searchParams.set(name, value)
  let user: Awaited<ReturnType<typeof readProviderUser>>
  try {
    const source = providers.userSource(login.provider)
    const openid = source.protocol === 'openid'
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: login.code_verifier,
      expectedState: query.state,
      ...(openid ? { expectedNonce: login.nonce ?? undefined } : {}),
      idTokenExpected: openid,
    })
    user =
      source.protocol === 'openid'
        ? await readProviderUser(configuration, tokens)
        : await readOAuth2User(configuration, tokens.access_token, source)
  } catch (error) {
    const { status, message } = describeFailure(error)
    return fail(status, message)
  }
  if (!user)
    return fail(
      400,
      socialAnswerInvalidMessage(
        providers.userSource(login.provider).protocol === 'openid'
          ? SOCIAL_NO_SUBJECT_MESSAGE
          : SOCIAL_USER_API_NO_SUBJECT_MESSAGE,
      ),
    )

  const { userId, isNew } = await findOrCreateSocialUser(db, {
    projectId: login.project_id,
    provider: login.provider,
    // The ID token says who and which email; Apple's first-login field only adds a name to show.
    user: delivery.firstLoginName ? { ...user, name: delivery.firstLoginName } : user,
    nowMs,
  })
  const resultCode = newOpaqueToken()
  await db.query(
    `update social_logins set result_code_hash = $2, subject = $3, user_id = $4, is_new = $5,
       code_verifier = null, nonce = null
     where id = $1`,
    [login.id, hashOpaqueToken(resultCode), user.subject, userId, isNew],
  )
  return { ok: true, pageOrigin: login.page_origin, resultCode, ...returnTo }
}
