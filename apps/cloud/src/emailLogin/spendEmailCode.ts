import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { EMAIL_CODE_MAX_ATTEMPTS } from './emailLoginConstants'
import {
  CODE_BURNT_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_NOT_VALID_MESSAGE,
  wrongCodeMessage,
} from './emailLoginErrors'
import { emailCodeMatches } from './hashEmailCode'
import type { EmailCodePurpose } from './issueEmailCode'

type CodeRow = { email: string; code_hash: string; attempts: number; expires_at: Date | string }

export type SpendEmailCodeParameters = {
  projectId: string
  challengeId: string
  email: string
  code: string
  purpose: EmailCodePurpose
  now: number
  secret: Buffer
}

/**
 * Checks a code against the challenge it was sent for, and uses it up, or throws the 400 that says why:
 * unknown (or of another project, email or purpose), expired, burnt, or wrong with the tries left. Each try
 * is counted before the comparison, in the same statement, so parallel guesses cannot share one attempt.
 */
export async function spendEmailCode(
  db: Queryable,
  { projectId, challengeId, email, code, purpose, now, secret }: SpendEmailCodeParameters,
): Promise<void> {
  const [row] = await db.query<CodeRow>(
    `update email_codes set attempts = attempts + 1
     where id = $1 and project_id = $2 and purpose = $3 and used_at is null
     returning email, code_hash, attempts, expires_at`,
    [challengeId, projectId, purpose],
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
  // Two right answers at once: only the first counts.
  if (used.length === 0) throw new HttpError(400, CODE_NOT_VALID_MESSAGE)
}
