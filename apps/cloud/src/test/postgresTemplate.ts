import { openPostgres } from '../db/openPostgres'
import { prepareTemplate } from './prepareTemplate'
import { createTestDatabase } from './startPostgres'

/** The server's migrated, seeded database that each test cloud's database is copied from. */
export const POSTGRES_TEMPLATE = 'portico_cloud_template'

/**
 * Makes the template on a fresh server, once for the run, before any test worker starts. It then takes
 * no connections: PostgreSQL copies a database only while nobody is connected to it.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const db = await openPostgres(await createTestDatabase(serverUrl, POSTGRES_TEMPLATE))
  try {
    await prepareTemplate(db)
  } finally {
    await db.close()
  }
  const client = await openPostgres(serverUrl)
  try {
    await client.query(`alter database "${POSTGRES_TEMPLATE}" with allow_connections false`)
  } finally {
    await client.close()
  }
  return POSTGRES_TEMPLATE
}
