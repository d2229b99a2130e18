import { randomBytes } from 'node:crypto'
import { insertProject } from '../projects/insertProject'
import { PROJECT_ID_BYTES } from './adminConstants'
import type { AdminContext } from './adminContext'
import { type AdminProject, readAdminProject } from './adminProject'
import { recordChange } from './auditLog'
import { projectName } from './projectName'

export type CreateProjectParameters = { name: string }

/** A new project: an id from a cryptographic source, no allowed origins yet, SPEC §9's default remote features. */
export async function createProject(
  context: AdminContext,
  { name }: CreateProjectParameters,
): Promise<AdminProject> {
  const id = randomBytes(PROJECT_ID_BYTES).toString('hex')
  const trimmed = projectName(name)
  await context.db.transaction(async (tx) => {
    await insertProject(tx, { id, name: trimmed, allowedOrigins: [] })
    await recordChange(tx, context, { action: 'project.create', projectId: id, details: { name: trimmed } })
  })
  return readAdminProject(context.db, id)
}
