import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { hashOpaqueToken } from '../sessions/opaqueToken'
import { PASSKEY_CHALLENGE_TTL_MS } from './passkeyConstants'
import { PASSKEY_CHALLENGE_INVALID_MESSAGE } from './passkeyErrors'
import { readClientChallenge } from './readClientChallenge'

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
async function spendPasskeyChallenge(
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

/**
 * The challenge an authenticator's answer signs for (its clientDataJSON), spent before the answer is verified,
 * whatever the outcome; 400 when this session was given no such challenge for this purpose, or it expired.
 */
export async function spendAnswerChallenge(
  db: Queryable,
  { sessionToken, purpose, clientDataJSON }: Omit<ChallengeKey, 'challenge'> & { clientDataJSON: string },
  nowMs: number,
): Promise<string> {
  const challenge = readClientChallenge(clientDataJSON)
  if (!(await spendPasskeyChallenge(db, { sessionToken, purpose, challenge }, nowMs)))
    throw new HttpError(400, PASSKEY_CHALLENGE_INVALID_MESSAGE)
  return challenge
}
