import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { type LockNotice, lockEmail, releaseCodeTry, takeCodeTry } from './emailCodeFailures'
import { EMAIL_CODE_FAILURES_PER_DAY, EMAIL_CODE_MAX_ATTEMPTS } from './emailLoginConstants'
import {
  CODE_BURNT_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_NOT_VALID_MESSAGE,
  CODE_REPLACED_MESSAGE,
  wrongCodeMessage,
} from './emailLoginErrors'
import { emailCodeMatches } from './hashEmailCode'
import type { EmailCodePurpose } from './issueEmailCode'

type CodeRow = {
  email: string
  code_hash: string
  attempts: number
  expires_at: Date | string
  replaced_at: Date | string | null
}

export type SpendEmailCodeParameters = {
  projectId: string
  challengeId: string
  email: string
  code: string
  purpose: EmailCodePurpose
  now: number
  secret: Buffer
  /** Who is mailed when this email's wrong codes of the day reach the cap. */
  lockNotice: LockNotice
}

/**
 * Checks a code against the challenge it was sent for, and uses it up, or throws the 400 that says why:
 * unknown (or of another project, email or purpose), replaced by a newer code, expired, burnt, or wrong with
 * the tries left; and the 429 of an email locked for the day (emailCodeFailures). Each try is counted before
 * the comparison, in the same statement, so parallel guesses cannot share one attempt.
 * Login, email-update and key-export codes share this one function, so all follow the same rules.
 */
export async function spendEmailCode(
  db: Queryable,
  { projectId, challengeId, email, code, purpose, now, secret, lockNotice }: SpendEmailCodeParameters,
): Promise<void> {
  const [row] = await db.query<CodeRow>(
    `update email_codes set attempts = attempts + 1
     where id = $1 and project_id = $2 and purpose = $3 and used_at is null
     returning email, code_hash, attempts, expires_at, replaced_at`,
    [challengeId, projectId, purpose],
  )
  if (!row || row.email !== email) throw new HttpError(400, CODE_NOT_VALID_MESSAGE)
  if (row.replaced_at) throw new HttpError(400, CODE_REPLACED_MESSAGE)
  if (new Date(row.expires_at).getTime() <= now) throw new HttpError(400, CODE_EXPIRED_MESSAGE)
  if (row.attempts > EMAIL_CODE_MAX_ATTEMPTS) throw new HttpError(400, CODE_BURNT_MESSAGE)
  const day = { projectId, email, now }
  const failures = await takeCodeTry(db, day)
  if (failures === undefined) return lockEmail(db, day, lockNotice)
  if (!emailCodeMatches(secret, challengeId, code, row.code_hash)) {
    if (failures >= EMAIL_CODE_FAILURES_PER_DAY) return lockEmail(db, day, lockNotice)
    const triesLeft = EMAIL_CODE_MAX_ATTEMPTS - row.attempts
    throw new HttpError(400, triesLeft > 0 ? wrongCodeMessage(triesLeft) : CODE_BURNT_MESSAGE)
  }
  await releaseCodeTry(db, day)
  const used = await db.query(
    'update email_codes set used_at = $2 where id = $1 and used_at is null returning id',
    [challengeId, new Date(now)],
  )
  // Two right answers at once: only the first counts.
  if (used.length === 0) throw new HttpError(400, CODE_NOT_VALID_MESSAGE)
}
