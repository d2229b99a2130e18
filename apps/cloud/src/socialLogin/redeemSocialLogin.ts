import { createHash, timingSafeEqual } from 'node:crypto'
import type { SocialProvider } from '@portico/core'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { hashOpaqueToken } from '../sessions/opaqueToken'
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
  user_id: string
  is_new: boolean
  expires_at: Date | string
  email: string | null
  name: string | null
}

/** Whether `verifier` is the secret whose SHA-256 the frame sent when it started the sign-in. */
function bindingMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge, 'base64url')
  const actual = createHash('sha256').update(verifier).digest()
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * The frame redeems the callback's one-time result code (issue 18): once, within the sign-in's lifetime,
 * in the project it began in, from the origin that began it, and with the binding secret only that frame
 * holds. The code may pass through the host page; without the secret it opens nothing.
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
    `update social_logins as login set redeemed_at = $3
     from embedded_social_identities as identity
     where login.result_code_hash = $1 and login.project_id = $2 and login.redeemed_at is null
       and identity.project_id = login.project_id and identity.provider = login.provider
       and identity.subject = login.subject
     returning login.provider, login.requester_origin, login.binding_challenge, login.user_id, login.is_new,
       login.expires_at, identity.email, identity.name`,
    [hashOpaqueToken(resultCode), projectId, new Date(nowMs)],
  )
  if (!row || new Date(row.expires_at).getTime() <= nowMs)
    throw new HttpError(400, SOCIAL_RESULT_NOT_VALID_MESSAGE)
  if (
    !bindingMatches(bindingVerifier, row.binding_challenge) ||
    row.requester_origin !== (requesterOrigin ?? null)
  )
    throw new HttpError(403, SOCIAL_BINDING_MISMATCH_MESSAGE)
  return {
    userId: row.user_id,
    provider: row.provider,
    email: row.email,
    userName: row.name,
    isNew: row.is_new,
  }
}
