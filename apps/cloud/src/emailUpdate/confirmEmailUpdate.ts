import type { Database } from '../db/database'
import type { LockNotice } from '../emailLogin/emailCodeFailures'
import { spendEmailCode } from '../emailLogin/spendEmailCode'
import { HttpError } from '../errors'
import {
  EMAIL_UPDATE_PRIMARY_DONE_MESSAGE,
  EMAIL_UPDATE_PRIMARY_FIRST_MESSAGE,
  EMAIL_UPDATE_STALE_MESSAGE,
  EMAIL_UPDATE_TAKEN_MESSAGE,
  EMAIL_UPDATE_UNKNOWN_MESSAGE,
} from './emailUpdateErrors'

export type ConfirmEmailUpdateParameters = {
  projectId: string
  /** The session's user: a change is confirmed only by the user who started it. */
  userId: string
  updateId: string
  code: string
  now: number
  secret: Buffer
  /** Who is mailed when an address's wrong codes of the day reach the cap (spendEmailCode). */
  lockNotice: LockNotice
}

type UpdateRow = {
  current_email: string
  new_email: string
  primary_challenge_id: string
  secondary_challenge_id: string
  primary_verified_at: Date | string | null
}

async function openUpdate(db: Database, { projectId, userId, updateId }: ConfirmEmailUpdateParameters) {
  const [row] = await db.query<UpdateRow>(
    `select current_email, new_email, primary_challenge_id, secondary_challenge_id, primary_verified_at
     from email_updates where id = $1 and project_id = $2 and user_id = $3 and completed_at is null`,
    [updateId, projectId, userId],
  )
  if (!row) throw new HttpError(400, EMAIL_UPDATE_UNKNOWN_MESSAGE)
  return row
}

/** SPEC §5 VERIFY_PRIMARY_OTP: the code mailed to the current address; wrong, expired and burnt as for logins. */
export async function confirmEmailUpdatePrimary(
  db: Database,
  parameters: ConfirmEmailUpdateParameters,
): Promise<void> {
  const row = await openUpdate(db, parameters)
  if (row.primary_verified_at) throw new HttpError(400, EMAIL_UPDATE_PRIMARY_DONE_MESSAGE)
  const { projectId, updateId, code, now, secret, lockNotice } = parameters
  await spendEmailCode(db, {
    projectId,
    challengeId: row.primary_challenge_id,
    email: row.current_email,
    code,
    purpose: 'update',
    now,
    secret,
    lockNotice,
  })
  await db.query('update email_updates set primary_verified_at = $2 where id = $1', [updateId, new Date(now)])
}

/**
 * SPEC §5 VERIFY_SECONDARY_OTP: the code mailed to the new address, after the primary one; then the user's
 * login email is the new one. An address another user of the project logs in with is refused only now,
 * once its mailbox is proven, so the change cannot be used to learn who has an account.
 */
export async function confirmEmailUpdateSecondary(
  db: Database,
  parameters: ConfirmEmailUpdateParameters,
): Promise<{ email: string }> {
  const row = await openUpdate(db, parameters)
  if (!row.primary_verified_at) throw new HttpError(400, EMAIL_UPDATE_PRIMARY_FIRST_MESSAGE)
  const { projectId, userId, updateId, code, now, secret, lockNotice } = parameters
  await spendEmailCode(db, {
    projectId,
    challengeId: row.secondary_challenge_id,
    email: row.new_email,
    code,
    purpose: 'update',
    now,
    secret,
    lockNotice,
  })
  return db.transaction(async (tx) => {
    const [taken] = await tx.query('select 1 from embedded_users where project_id = $1 and email = $2', [
      projectId,
      row.new_email,
    ])
    if (taken) throw new HttpError(409, EMAIL_UPDATE_TAKEN_MESSAGE)
    const changed = await tx.query(
      'update embedded_users set email = $3 where id = $1 and email = $2 returning id',
      [userId, row.current_email, row.new_email],
    )
    if (changed.length === 0) throw new HttpError(409, EMAIL_UPDATE_STALE_MESSAGE)
    await tx.query('update email_updates set completed_at = $2 where id = $1', [updateId, new Date(now)])
    return { email: row.new_email }
  })
}
