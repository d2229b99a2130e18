import type { AdminContext } from './adminContext'
import { type AdminProject, lockProject, readAdminProject } from './adminProject'
import { recordChange } from './auditLog'

export type SetRequirePasskeyParameters = { projectId: string; requirePasskey: boolean }

/**
 * Whether a new device needs a passkey check, besides the login, before it gets the recovery share;
 * applies from the next recovery on. 404 when there is no such project.
 */
export async function setRequirePasskey(
  context: AdminContext,
  { projectId, requirePasskey }: SetRequirePasskeyParameters,
): Promise<AdminProject> {
  await context.db.transaction(async (tx) => {
    await lockProject(tx, projectId)
    const [before] = await tx.query<{ require_passkey: boolean }>(
      'select require_passkey from projects where id = $1',
      [projectId],
    )
    await tx.query('update projects set require_passkey = $2 where id = $1', [projectId, requirePasskey])
    await recordChange(tx, context, {
      action: 'project.requirePasskey',
      projectId,
      details: { from: before?.require_passkey, to: requirePasskey },
    })
  })
  return readAdminProject(context.db, projectId)
}
