import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database'
import { EMAIL_CODE_TTL_MS } from '../emailLogin/emailLoginConstants'
import { type IssuedEmailCode, issueEmailCode } from '../emailLogin/issueEmailCode'
import { HttpError } from '../errors'
import { EMAIL_UPDATE_NO_EMAIL_MESSAGE, EMAIL_UPDATE_SAME_MESSAGE } from './emailUpdateErrors'

export type StartedEmailUpdate = {
  updateId: string
  currentEmail: string
  /** Mailed to the current address (VERIFY_PRIMARY_OTP). */
  primary: IssuedEmailCode
  /** Mailed to the new address (VERIFY_SECONDARY_OTP). */
  secondary: IssuedEmailCode
  expiresAt: Date
}

/**
 * Starts changing a user's login email: a code for the current address and one for the new, each under the
 * email codes' cooldown and hourly cap (their own 'update' purpose, so a login just made does not block it).
 */
export async function startEmailUpdate(
  db: Database,
  {
    projectId,
    userId,
    newEmail,
    now,
    secret,
    ttlMs = EMAIL_CODE_TTL_MS,
  }: { projectId: string; userId: string; newEmail: string; now: number; secret: Buffer; ttlMs?: number },
): Promise<StartedEmailUpdate> {
  const [user] = await db.query<{ email: string | null }>(
    'select email from embedded_users where id = $1 and project_id = $2',
    [userId, projectId],
  )
  const currentEmail = user?.email
  if (!currentEmail) throw new HttpError(409, EMAIL_UPDATE_NO_EMAIL_MESSAGE)
  if (currentEmail === newEmail) throw new HttpError(400, EMAIL_UPDATE_SAME_MESSAGE)
  const codeFor = (email: string) =>
    issueEmailCode(db, { projectId, email, now, secret, purpose: 'update', ttlMs })
  const primary = await codeFor(currentEmail)
  const secondary = await codeFor(newEmail)
  const updateId = randomUUID()
  const expiresAt = new Date(now + ttlMs)
  await db.query(
    `insert into email_updates (id, project_id, user_id, current_email, new_email, primary_challenge_id,
       secondary_challenge_id, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      updateId,
      projectId,
      userId,
      currentEmail,
      newEmail,
      primary.challengeId,
      secondary.challengeId,
      expiresAt,
      new Date(now),
    ],
  )
  return { updateId, currentEmail, primary, secondary, expiresAt }
}
