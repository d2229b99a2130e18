import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database'
import type { LockNotice } from './emailCodeFailures'
import { spendEmailCode } from './spendEmailCode'

export type EmailUser = { userId: string; email: string; isNew: boolean }

/** Spends a login code (spendEmailCode) and answers the project's user of that email, made on the first login. */
export async function verifyEmailCode(
  db: Database,
  {
    projectId,
    challengeId,
    email,
    code,
    now,
    secret,
    lockNotice,
  }: {
    projectId: string
    challengeId: string
    email: string
    code: string
    now: number
    secret: Buffer
    lockNotice: LockNotice
  },
): Promise<EmailUser> {
  await spendEmailCode(db, { projectId, challengeId, email, code, purpose: 'login', now, secret, lockNotice })
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
