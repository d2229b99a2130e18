import type { AdminContext } from './adminContext'
import { readAdminProject } from './adminProject'
import { recordChange } from './auditLog'

/** Deletes the project with its features, events and sessions; its audit entries stay. 404 when there is none. */
export async function deleteProject(context: AdminContext, projectId: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const project = await readAdminProject(tx, projectId)
    await tx.query('delete from projects where id = $1', [projectId])
    await recordChange(tx, context, { action: 'project.delete', projectId, details: { name: project.name } })
  })
}
