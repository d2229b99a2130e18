import type { TestProject } from 'vitest/node'
import { createPostgresTemplate } from './postgresTemplate'
import { startPostgres } from './startPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    /** The migrated, seeded database test clouds' databases are copied from (postgresTemplate.ts). */
    postgresTemplate: string
  }
}

/** One PostgreSQL server for the whole run; each test cloud gets its own database on it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  try {
    project.provide('postgresTemplate', await createPostgresTemplate(postgres.url))
  } catch (error) {
    await postgres.stop()
    throw error
  }
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
