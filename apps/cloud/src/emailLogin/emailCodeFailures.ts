import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import type { Mailer } from './createMailer'
import { EMAIL_CODE_FAILURES_PER_DAY } from './emailLoginConstants'
import { EMAIL_LOCKED_MESSAGE } from './emailLoginErrors'

const DAY_MS = 24 * 60 * 60_000

/** An email's tries of one UTC day, over every code and purpose (login and email update alike). */
export type EmailCodeDay = { projectId: string; email: string; now: number }

/** Who to tell when an email locks, and as which project. */
export type LockNotice = { mailer: Mailer | undefined; projectName: string }

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/** The 429 of a locked email, with the seconds until the UTC day ends as Retry-After. */
function lockedError(now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000))
  return new HttpError(429, EMAIL_LOCKED_MESSAGE, { 'retry-after': String(seconds) })
}

/**
 * Takes one of the day's tries before a code is compared, in one statement, so parallel guesses cannot pass
 * the cap together: the day's failures with this try, or undefined when the email is locked (a fresh, right
 * code included). A right code gives the try back (releaseCodeTry); a wrong one keeps it.
 */
export async function takeCodeTry(
  db: Queryable,
  { projectId, email, now }: EmailCodeDay,
): Promise<number | undefined> {
  const day = utcDay(now)
  await db.query('delete from email_code_failures where day < $1', [day])
  const [taken] = await db.query<{ failures: number }>(
    `insert into email_code_failures (project_id, email, day, failures) values ($1, $2, $3, 1)
     on conflict (project_id, email, day) do update set failures = email_code_failures.failures + 1
     where email_code_failures.failures < $4
     returning failures`,
    [projectId, email, day, EMAIL_CODE_FAILURES_PER_DAY],
  )
  return taken?.failures
}

/** A right code: its try is not a failure. */
export async function releaseCodeTry(db: Queryable, { projectId, email, now }: EmailCodeDay): Promise<void> {
  await db.query(
    'update email_code_failures set failures = failures - 1 where project_id = $1 and email = $2 and day = $3',
    [projectId, email, utcDay(now)],
  )
}

/**
 * The email reached the day's cap: it is locked until the day ends, and its owner is told, once a day (the
 * flag is claimed before the mail, so two at once send one; a mail that failed goes with the next try).
 * Throws the lock's 429.
 */
export async function lockEmail(
  db: Queryable,
  day: EmailCodeDay,
  { mailer, projectName }: LockNotice,
): Promise<never> {
  const [claimed] = await db.query(
    `update email_code_failures set lock_mailed = true
     where project_id = $1 and email = $2 and day = $3 and not lock_mailed returning day`,
    [day.projectId, day.email, utcDay(day.now)],
  )
  if (claimed && mailer) {
    await mailer
      .sendLockNotice({ to: day.email, projectName, failures: EMAIL_CODE_FAILURES_PER_DAY })
      // Not sent: the flag goes back, so the next refused try sends it.
      .catch(() =>
        db.query(
          'update email_code_failures set lock_mailed = false where project_id = $1 and email = $2 and day = $3',
          [day.projectId, day.email, utcDay(day.now)],
        ),
      )
  }
  throw lockedError(day.now)
}
