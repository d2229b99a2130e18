import type { Queryable } from '../db/database'
import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaqueToken'

/** Why a sign-in failed at the callback: the provider refused it (`error=`), or one of the cloud's checks. */
export const SOCIAL_LOGIN_FAILURE_KINDS = ['refused', 'checkFailed'] as const
export type SocialLoginFailureKind = (typeof SOCIAL_LOGIN_FAILURE_KINDS)[number]

/**
 * A claimed sign-in failed at the callback: its verifier and nonce are of no use any more and leave the
 * database. A redirect attempt also gets a one-time result code that redeems to the failure, so
 * the page it returns to learns why from the cloud (SPEC §2); a popup attempt shows it on its page instead.
 */
export async function recordSocialLoginFailure(
  db: Queryable,
  loginId: string,
  failure: { kind: SocialLoginFailureKind; message: string; redirect: boolean },
): Promise<string | undefined> {
  if (!failure.redirect) {
    await db.query('update social_logins set code_verifier = null, nonce = null where id = $1', [loginId])
    return undefined
  }
  const resultCode = newOpaqueToken()
  await db.query(
    `update social_logins set code_verifier = null, nonce = null, result_code_hash = $2,
       failure_kind = $3, failure_message = $4
     where id = $1`,
    [loginId, hashOpaqueToken(resultCode), failure.kind, failure.message],
  )
  return resultCode
}
