import type { Database } from '../db/database'
import { insertProject } from './insertProject'
import type { ProjectDefinition } from './project'

/**
 * Inserts each project that is not there yet, with its features; a project already in the
 * database keeps what the operator changed since.
 */
export async function seedProjects(db: Database, projects: readonly ProjectDefinition[]): Promise<void> {
  for (const project of projects) await db.transaction((tx) => insertProject(tx, project))
}
