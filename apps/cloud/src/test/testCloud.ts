import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { DEMO_PROJECT_ID } from '../constants'
import { type Cloud, type StartCloudParameters, startCloud } from '../startCloud'
import { openPgliteFromTemplate } from './pgliteTemplate'
import { createTestDatabase } from './startPostgres'

/** The two databases every route test runs against (the acceptance: one suite, both backends). */
export const BACKENDS = ['pglite', 'postgres'] as const
export type Backend = (typeof BACKENDS)[number]

export const DEMO_ORIGIN = 'http://127.0.0.1:5173'
/** The secure frame's origin (the stack's port 4100), the only one the embedded-wallet routes answer. */
export const FRAME_ORIGIN = 'http://127.0.0.1:4100'
/** The query every SDK call carries (SPEC §7): project id, sdk type and sdk version. */
export const SDK_QUERY = { projectId: DEMO_PROJECT_ID, st: 'portico', sv: 'portico-test-0.0.0' }

/**
 * A cloud on a free port of 127.0.0.1 over a new database of the given backend, as migrated and seeded as ever,
 * whose embedded-wallet routes answer FRAME_ORIGIN.
 */
export async function startTestCloud(
  backend: Backend,
  parameters: StartCloudParameters = {},
): Promise<Cloud> {
  const database = parameters.database ?? (await testCloudDatabase(backend))
  return startCloud({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    frameOrigin: FRAME_ORIGIN,
    ...parameters,
    database,
  })
}

/**
 * A test cloud's new database, copied from a migrated, seeded template (pgliteTemplate.ts, postgresTemplate.ts)
 * instead of migrated from nothing: startCloud finds its migrations applied and its shared seeds written.
 */
export async function testCloudDatabase(
  backend: Backend,
): Promise<NonNullable<StartCloudParameters['database']>> {
  if (backend === 'pglite') return openPgliteFromTemplate
  const name = `cloud_${randomBytes(6).toString('hex')}`
  return createTestDatabase(inject('postgresUrl'), name, inject('postgresTemplate'))
}

/** A URL of the cloud with the SDK query plus `extra` (pass `undefined` to drop one). */
export function cloudUrl(cloud: Cloud, path: string, extra: Record<string, string | undefined> = {}): string {
  const url = new URL(path, cloud.url)
  for (const [key, value] of Object.entries({ ...SDK_QUERY, ...extra })) {
    if (value !== undefined) url.searchParams.set(key, value)
  }
  return url.toString()
}
