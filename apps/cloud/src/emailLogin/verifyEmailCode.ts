import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database'
import { HttpError } from '../errors'
import { EMAIL_CODE_MAX_ATTEMPTS } from './emailLoginConstants'
import {
  CODE_BURNT_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_NOT_VALID_MESSAGE,
  wrongCodeMessage,
} from './emailLoginErrors'
import { emailCodeMatches } from './hashEmailCode'

export type EmailUser = { userId: string; email: string; isNew: boolean }

type CodeRow = { email: string; code_hash: string; attempts: number; expires_at: Date | string }

/**
 * Checks a code against the challenge it was sent for. Each try is counted before the comparison, in
 * the same statement, so parallel guesses cannot share one attempt; the code is used once.
 */
export async function verifyEmailCode(
  db: Database,
  {
    projectId,
    challengeId,
    email,
    code,
    now,
    secret,
  }: { projectId: string; challengeId: string; email: string; code: string; now: number; secret: Buffer },
): Promise<EmailUser> {
  const [row] = await db.query<CodeRow>(
    `update email_codes set attempts = attempts + 1
     where id = $1 and project_id = $2 and used_at is null
     returning email, code_hash, attempts, expires_at`,
    [challengeId, projectId],
  )
  if (!row || row.email !== email) throw new HttpError(400, CODE_NOT_VALID_MESSAGE)
  if (new Date(row.expires_at).getTime() <= now) throw new HttpError(400, CODE_EXPIRED_MESSAGE)
  if (row.attempts > EMAIL_CODE_MAX_ATTEMPTS) throw new HttpError(400, CODE_BURNT_MESSAGE)
  if (!emailCodeMatches(secret, challengeId, code, row.code_hash)) {
    const triesLeft = EMAIL_CODE_MAX_ATTEMPTS - row.attempts
    throw new HttpError(400, triesLeft > 0 ? wrongCodeMessage(triesLeft) : CODE_BURNT_MESSAGE)
  }
  const used = await db.query(
    'update email_codes set used_at = $2 where id = $1 and used_at is null returning id',
    [challengeId, new Date(now)],
  )
  // Two right answers at once: only the first connects.
  if (used.length === 0) throw new HttpError(400, CODE_NOT_VALID_MESSAGE)
  return findOrCreateUser(db, projectId, email, now)
}

/** The project's embedded-wallet user of this email: the same one on every login. */
async function findOrCreateUser(
  db: Database,
  projectId: string,
  email: string,
  now: number,
): Promise<EmailUser> {
  const [created] = await db.query<{ id: string }>(
    `insert into embedded_users (id, project_id, email, created_at) values ($1, $2, $3, $4)
     on conflict (project_id, email) do nothing returning id`,
    [randomUUID(), projectId, email, new Date(now)],
  )
  if (created) return { userId: created.id, email, isNew: true }
  const [existing] = await db.query<{ id: string }>(
    'select id from embedded_users where project_id = $1 and email = $2',
    [projectId, email],
  )
  if (!existing) throw new Error('embedded user vanished between insert and select')
  return { userId: existing.id, email, isNew: false }
}
