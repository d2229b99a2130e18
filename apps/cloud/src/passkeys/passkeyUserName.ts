import type { Queryable } from '../db/database'
import type { PasskeyOwner } from './passkeyStore'

/** The name the browser shows for the passkey: the login email, else a social name, else the user id. */
export async function passkeyUserName(db: Queryable, { projectId, userId }: PasskeyOwner): Promise<string> {
  const [user] = await db.query<{ email: string | null; name: string | null }>(
    `select u.email, (select s.name from embedded_social_identities s
       where s.user_id = u.id and s.name is not null order by s.created_at limit 1) as name
     from embedded_users u where u.id = $1 and u.project_id = $2`,
    [userId, projectId],
  )
  return user?.email ?? user?.name ?? userId
}
