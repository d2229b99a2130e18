import { randomUUID } from 'node:crypto'
import type { SocialLogin } from '@portico/core'
import type { Database } from '../db/database'
import type { ProviderUser } from './readProviderUser'

/**
 * The project's embedded-wallet user of this provider's subject: the same one on every login, made on
 * the first. Email is kept as the provider last gave it, the name too unless it gave none this time (Apple
 * gives it on the first login only, so a later login keeps it). A social user is never joined to an
 * email user by address: a provider's email is its word, and would otherwise open someone else's wallet.
 */
export async function findOrCreateSocialUser(
  db: Database,
  {
    projectId,
    provider,
    user,
    nowMs,
  }: { projectId: string; provider: SocialLogin; user: ProviderUser; nowMs: number },
): Promise<{ userId: string; isNew: boolean }> {
  const now = new Date(nowMs)
  return db.transaction(async (tx) => {
    const [known] = await tx.query<{ user_id: string }>(
      `update embedded_social_identities set email = $4, name = coalesce($5, name), updated_at = $6
       where project_id = $1 and provider = $2 and subject = $3 returning user_id`,
      [projectId, provider, user.subject, user.email ?? null, user.name ?? null, now],
    )
    if (known) return { userId: known.user_id, isNew: false }
    const userId = randomUUID()
    await tx.query(
      'insert into embedded_users (id, project_id, email, created_at) values ($1, $2, null, $3)',
      [userId, projectId, now],
    )
    const [created] = await tx.query(
      `insert into embedded_social_identities
         (project_id, provider, subject, user_id, email, name, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)
       on conflict (project_id, provider, subject) do nothing returning user_id`,
      [projectId, provider, user.subject, userId, user.email ?? null, user.name ?? null, now],
    )
    if (created) return { userId, isNew: true }
    // The same person's first login finished in parallel: theirs stands, this user row goes.
    await tx.query('delete from embedded_users where id = $1', [userId])
    const [existing] = await tx.query<{ user_id: string }>(
      'select user_id from embedded_social_identities where project_id = $1 and provider = $2 and subject = $3',
      [projectId, provider, user.subject],
    )
    if (!existing) throw new Error('social identity vanished between insert and select')
    return { userId: existing.user_id, isNew: false }
  })
}
