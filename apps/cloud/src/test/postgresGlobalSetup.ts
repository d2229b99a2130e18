import type { TestProject } from 'vitest/node'
import { startPostgres } from './startPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

/** One PostgreSQL server for the whole run; each test cloud gets its own database on it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
