import type { Queryable } from '../db/database'
import { hashOpaqueToken } from '../sessions/opaqueToken'
import { PASSKEY_CHALLENGE_TTL_MS } from './passkeyConstants'

export type PasskeyPurpose = 'registration' | 'authentication'

type ChallengeKey = { sessionToken: string; purpose: PasskeyPurpose; challenge: string }

/** Keeps a challenge for the session that asked for it, for one purpose, PASSKEY_CHALLENGE_TTL_MS; prunes expired ones. */
export async function storePasskeyChallenge(
  db: Queryable,
  { sessionToken, purpose, challenge }: ChallengeKey,
  nowMs: number,
): Promise<void> {
  await db.query('delete from passkey_challenges where expires_at <= $1', [new Date(nowMs)])
  await db.query(
    `insert into passkey_challenges (challenge, session_token_hash, purpose, expires_at) values ($1, $2, $3, $4)`,
    [challenge, hashOpaqueToken(sessionToken), purpose, new Date(nowMs + PASSKEY_CHALLENGE_TTL_MS)],
  )
}

/**
 * Spends the challenge: true once, when it was issued to this session for this purpose and has not expired.
 * The delete comes first, so two responses racing with one challenge get one true.
 */
export async function spendPasskeyChallenge(
  db: Queryable,
  { sessionToken, purpose, challenge }: ChallengeKey,
  nowMs: number,
): Promise<boolean> {
  const [row] = await db.query<{ expires_at: Date | string }>(
    `delete from passkey_challenges where challenge = $1 and session_token_hash = $2 and purpose = $3
     returning expires_at`,
    [challenge, hashOpaqueToken(sessionToken), purpose],
  )
  return row !== undefined && new Date(row.expires_at).getTime() > nowMs
}
