import { HttpError } from '../errors'
import type { AdminContext } from './adminContext'
import { invalidOriginMessage, ORIGIN_NOT_LISTED_MESSAGE } from './adminErrors'
import { type AdminProject, lockProject, readAdminProject } from './adminProject'
import { recordChange } from './auditLog'
import { checkAllowedOrigin } from './checkAllowedOrigin'

export type AllowedOriginParameters = { projectId: string; origin: string }

/** SPEC §6: the origin in the form the check reads, or 400 saying why it would not match as meant. */
function checkedOrigin(value: string): string {
  const checked = checkAllowedOrigin(value)
  if ('reason' in checked) throw new HttpError(400, invalidOriginMessage(value, checked.reason))
  return checked.origin
}

/** Adds an origin to the project's allowed origins (once; adding one already there changes nothing). */
export async function addAllowedOrigin(
  context: AdminContext,
  { projectId, origin }: AllowedOriginParameters,
): Promise<AdminProject> {
  const normalized = checkedOrigin(origin)
  await context.db.transaction(async (tx) => {
    await lockProject(tx, projectId)
    const added = await tx.query(
      `update projects set allowed_origins = array_append(allowed_origins, $2)
       where id = $1 and not ($2 = any(allowed_origins)) returning id`,
      [projectId, normalized],
    )
    if (added.length > 0) {
      await recordChange(tx, context, { action: 'origin.add', projectId, details: { origin: normalized } })
    }
  })
  return readAdminProject(context.db, projectId)
}

/** Removes an origin, written as it was added or in its checked form; 404 when the project does not list it. */
export async function removeAllowedOrigin(
  context: AdminContext,
  { projectId, origin }: AllowedOriginParameters,
): Promise<AdminProject> {
  const checked = checkAllowedOrigin(origin)
  const candidates = [origin.trim(), ...('origin' in checked ? [checked.origin] : [])]
  await context.db.transaction(async (tx) => {
    await lockProject(tx, projectId)
    const [row] = await tx.query<{ allowed_origins: string[] }>(
      'select allowed_origins from projects where id = $1',
      [projectId],
    )
    const listed = row?.allowed_origins.find((entry) => candidates.includes(entry))
    if (listed === undefined) throw new HttpError(404, ORIGIN_NOT_LISTED_MESSAGE)
    await tx.query('update projects set allowed_origins = array_remove(allowed_origins, $2) where id = $1', [
      projectId,
      listed,
    ])
    await recordChange(tx, context, { action: 'origin.remove', projectId, details: { origin: listed } })
  })
  return readAdminProject(context.db, projectId)
}
