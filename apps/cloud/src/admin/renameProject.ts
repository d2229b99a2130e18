import type { AdminContext } from './adminContext'
import { type AdminProject, lockProject, readAdminProject } from './adminProject'
import { recordChange } from './auditLog'
import { projectName } from './projectName'

export type RenameProjectParameters = { projectId: string; name: string }

/** Gives the project a new name; 404 when there is no such project. */
export async function renameProject(
  context: AdminContext,
  { projectId, name }: RenameProjectParameters,
): Promise<AdminProject> {
  const trimmed = projectName(name)
  await context.db.transaction(async (tx) => {
    await lockProject(tx, projectId)
    const [before] = await tx.query<{ name: string }>('select name from projects where id = $1', [projectId])
    await tx.query('update projects set name = $2 where id = $1', [projectId, trimmed])
    await recordChange(tx, context, {
      action: 'project.rename',
      projectId,
      details: { from: before?.name, to: trimmed },
    })
  })
  return readAdminProject(context.db, projectId)
}
