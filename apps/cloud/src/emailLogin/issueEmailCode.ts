import { randomInt, randomUUID } from 'node:crypto'
import type { Database } from '../db/database'
import { HttpError } from '../errors'
import {
  EMAIL_CODE_COOLDOWN_MS,
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_TTL_MS,
  EMAIL_CODES_PER_HOUR,
} from './emailLoginConstants'
import { cooldownMessage, EMAIL_HOURLY_LIMIT_MESSAGE } from './emailLoginErrors'
import { hashEmailCode } from './hashEmailCode'

export type IssuedEmailCode = { challengeId: string; code: string; expiresAt: Date }

/** What a code is for: a login, a change of the login email, or a key export; a code of one never serves another. */
export type EmailCodePurpose = 'login' | 'update' | 'export'

const HOUR_MS = 60 * 60_000

/**
 * A new code for `email` of a project, which replaces the earlier ones of that purpose, or a 429: within the cooldown of the last one of the same purpose
 * (SPEC §5/§9), or past the hourly cap. The cooldown is claimed in one statement, so two requests at once
 * cannot both pass.
 */
export async function issueEmailCode(
  db: Database,
  {
    projectId,
    email,
    now,
    secret,
    purpose = 'login',
    ttlMs = EMAIL_CODE_TTL_MS,
  }: {
    projectId: string
    email: string
    now: number
    secret: Buffer
    purpose?: EmailCodePurpose
    /** How long the code works: the cloud's setting (services.emailCodeTtlMs). */
    ttlMs?: number
  },
): Promise<IssuedEmailCode> {
  const claimed = await db.query<{ sent_in_hour: number }>(
    `insert into email_code_senders (project_id, email, purpose, last_sent_at, hour_started_at, sent_in_hour)
       values ($1, $2, $7, $3, $3, 1)
     on conflict (project_id, email, purpose) do update set
       last_sent_at = excluded.last_sent_at,
       hour_started_at = case when email_code_senders.hour_started_at <= $5
         then excluded.hour_started_at else email_code_senders.hour_started_at end,
       sent_in_hour = case when email_code_senders.hour_started_at <= $5
         then 1 else email_code_senders.sent_in_hour + 1 end
     where email_code_senders.last_sent_at <= $4
       and (email_code_senders.hour_started_at <= $5 or email_code_senders.sent_in_hour < $6)
     returning sent_in_hour`,
    [
      projectId,
      email,
      new Date(now),
      new Date(now - EMAIL_CODE_COOLDOWN_MS),
      new Date(now - HOUR_MS),
      EMAIL_CODES_PER_HOUR,
      purpose,
    ],
  )
  if (claimed.length === 0) throw await refusal(db, { projectId, email, purpose }, now)

  // Only the newest code of an email works: one read over a shoulder or left in an old mail is worth nothing.
  await db.query(
    `update email_codes set replaced_at = $4
     where project_id = $1 and email = $2 and purpose = $3 and used_at is null and replaced_at is null`,
    [projectId, email, purpose, new Date(now)],
  )
  const challengeId = randomUUID()
  const code = String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0')
  const expiresAt = new Date(now + ttlMs)
  await db.query(
    `insert into email_codes (id, project_id, email, purpose, code_hash, attempts, expires_at, created_at)
     values ($1, $2, $3, $4, $5, 0, $6, $7)`,
    [
      challengeId,
      projectId,
      email,
      purpose,
      hashEmailCode(secret, challengeId, code),
      expiresAt,
      new Date(now),
    ],
  )
  return { challengeId, code, expiresAt }
}

/** Why the claim failed: the cooldown (with the seconds left) or the hourly cap. */
async function refusal(
  db: Database,
  { projectId, email, purpose }: { projectId: string; email: string; purpose: EmailCodePurpose },
  now: number,
): Promise<HttpError> {
  const [sender] = await db.query<{ last_sent_at: Date | string; hour_started_at: Date | string }>(
    `select last_sent_at, hour_started_at from email_code_senders
     where project_id = $1 and email = $2 and purpose = $3`,
    [projectId, email, purpose],
  )
  const lastSent = sender ? new Date(sender.last_sent_at).getTime() : now
  const cooldownLeft = lastSent + EMAIL_CODE_COOLDOWN_MS - now
  if (cooldownLeft > 0) {
    const seconds = Math.ceil(cooldownLeft / 1000)
    return new HttpError(429, cooldownMessage(seconds), { 'retry-after': String(seconds) })
  }
  const hourStarted = sender ? new Date(sender.hour_started_at).getTime() : now
  const seconds = Math.max(1, Math.ceil((hourStarted + HOUR_MS - now) / 1000))
  return new HttpError(429, EMAIL_HOURLY_LIMIT_MESSAGE, { 'retry-after': String(seconds) })
}
