import { createHash, timingSafeEqual } from 'node:crypto'
import type { SocialProvider } from '@portico/core'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { hashOpaqueToken } from '../sessions/opaqueToken'
import type { SocialLoginFailureKind } from './recordSocialLoginFailure'
import { SOCIAL_BINDING_MISMATCH_MESSAGE, SOCIAL_RESULT_NOT_VALID_MESSAGE } from './socialLoginErrors'

export type SocialUser = {
  userId: string
  provider: SocialProvider
  email: string | null
  userName: string | null
  isNew: boolean
}

type RedeemedRow = {
  provider: SocialProvider
  requester_origin: string | null
  binding_challenge: string
  user_id: string | null
  is_new: boolean | null
  expires_at: Date | string
  failure_kind: SocialLoginFailureKind | null
  failure_message: string | null
  /** Null when no identity matches: the code stands for no user. */
  identity_subject: string | null
  email: string | null
  name: string | null
}

/** HTTP status of a redeemed failure: the request was fine, the sign-in it stands for was not. */
export const SOCIAL_LOGIN_FAILED_STATUS = 422

/** Whether `verifier` is the secret whose SHA-256 the frame sent when it started the sign-in. */
function bindingMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge, 'base64url')
  const actual = createHash('sha256').update(verifier).digest()
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * The frame redeems the callback's one-time result code: once, within the sign-in's lifetime,
 * in the project it began in, from the origin that began it, and with the binding secret only that frame
 * holds. The code may pass through the host page; without the secret it opens nothing. A failed redirect
 * sign-in's code redeems, under the same checks, to its failure: a 422 with the cloud's message
 * and its `failure` kind, never a user.
 */
export async function redeemSocialLogin(
  db: Queryable,
  {
    projectId,
    resultCode,
    bindingVerifier,
    requesterOrigin,
    nowMs,
  }: {
    projectId: string
    resultCode: string
    bindingVerifier: string
    requesterOrigin: string | undefined
    nowMs: number
  },
): Promise<SocialUser> {
  // Spent by this statement whatever follows: a code that met a wrong secret cannot be tried again.
  const [row] = await db.query<RedeemedRow>(
    `with redeemed as (
       update social_logins set redeemed_at = $3
       where result_code_hash = $1 and project_id = $2 and redeemed_at is null
       returning project_id, provider, subject, requester_origin, binding_challenge, user_id, is_new,
         expires_at, failure_kind, failure_message
     )
     select redeemed.*, identity.subject as identity_subject, identity.email, identity.name from redeemed
     left join embedded_social_identities as identity
       on identity.project_id = redeemed.project_id and identity.provider = redeemed.provider
         and identity.subject = redeemed.subject`,
    [hashOpaqueToken(resultCode), projectId, new Date(nowMs)],
  )
  if (!row || new Date(row.expires_at).getTime() <= nowMs)
    throw new HttpError(400, SOCIAL_RESULT_NOT_VALID_MESSAGE)
  if (
    !bindingMatches(bindingVerifier, row.binding_challenge) ||
    row.requester_origin !== (requesterOrigin ?? null)
  )
    throw new HttpError(403, SOCIAL_BINDING_MISMATCH_MESSAGE)
  if (row.failure_kind && row.failure_message)
    throw new HttpError(SOCIAL_LOGIN_FAILED_STATUS, row.failure_message, {}, { failure: row.failure_kind })
  // A code is issued with a user or with a failure: one without either is no result.
  if (row.user_id === null || row.identity_subject === null)
    throw new HttpError(400, SOCIAL_RESULT_NOT_VALID_MESSAGE)
  return {
    userId: row.user_id,
    provider: row.provider,
    email: row.email,
    userName: row.name,
    isNew: row.is_new ?? false,
  }
}
