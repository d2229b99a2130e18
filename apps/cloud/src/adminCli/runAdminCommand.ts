import { createAdmin } from '../admin/adminAccounts'
import type { AdminContext } from '../admin/adminContext'
import { listAdminProjects, readAdminProject } from '../admin/adminProject'
import { addAllowedOrigin, removeAllowedOrigin } from '../admin/allowedOrigins'
import { createProject } from '../admin/createProject'
import { deleteProject } from '../admin/deleteProject'
import { renameProject } from '../admin/renameProject'
import { setProjectFeatures } from '../admin/setProjectFeatures'
import { setProjectWallets } from '../admin/setProjectWallets'
import { setRequirePasskey } from '../admin/setRequirePasskey'
import { seedCatalogue } from '../catalogue/seedCatalogue'
import type { AdminCommand } from './parseAdminCommand'

/** Carries out one admin command as `context.actor`; the answer is what `--json` prints. */
export async function runAdminCommand(
  context: AdminContext,
  command: AdminCommand,
  readPassword: () => Promise<string>,
): Promise<unknown> {
  switch (command.kind) {
    case 'projects create':
      return createProject(context, { name: command.name })
    case 'projects list':
      return listAdminProjects(context.db)
    case 'projects show':
      return readAdminProject(context.db, command.projectId)
    case 'projects update': {
      const { projectId, name, featured, excluded, requirePasskey } = command
      let project = await readAdminProject(context.db, projectId)
      if (name !== undefined) project = await renameProject(context, { projectId, name })
      if (featured !== undefined || excluded !== undefined) {
        // The wallet ids are checked against the catalogue, which a server writes at start: write it here too.
        await seedCatalogue(context.db)
        project = await setProjectWallets(context, {
          projectId,
          ...(featured ? { featured } : {}),
          ...(excluded ? { excluded } : {}),
        })
      }
      if (requirePasskey !== undefined)
        project = await setRequirePasskey(context, { projectId, requirePasskey })
      return project
    }
    case 'projects delete':
      await deleteProject(context, command.projectId)
      return { deleted: command.projectId }
    case 'origins add':
      return addAllowedOrigin(context, { projectId: command.projectId, origin: command.origin })
    case 'origins remove':
      return removeAllowedOrigin(context, { projectId: command.projectId, origin: command.origin })
    case 'features set':
      return setProjectFeatures(context, { projectId: command.projectId, changes: command.changes })
    case 'admins create':
      return createAdmin(context, { username: command.username, password: await readPassword() })
  }
}
