import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { KEY_EXPORT_NO_EMAIL_MESSAGE } from './keyExportErrors'

/** The email the session's user logs in with (or their social provider gave); 409 for a wallet without one. */
export async function sessionUserEmail(
  db: Queryable,
  { projectId, userId }: { projectId: string; userId: string },
): Promise<string> {
  const [user] = await db.query<{ email: string | null }>(
    'select email from embedded_users where id = $1 and project_id = $2',
    [userId, projectId],
  )
  if (!user?.email) throw new HttpError(409, KEY_EXPORT_NO_EMAIL_MESSAGE)
  return user.email
}
