import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { MEMORY_DATABASE } from '../constants'
import type { Database } from '../db/database'
import { openDatabase } from '../db/openDatabase'
import { openPglite } from '../db/openPglite'
import { type StartCloudParameters, startCloud } from '../startCloud'
import { dumpDatabase } from './dumpDatabase'
import { createTestDatabase } from './startPostgres'
import type { Backend } from './testCloud'

export type DatabaseParameter = NonNullable<StartCloudParameters['database']>

/** An empty database of the backend, as startTestCloud gave before templates: startCloud migrates it all. */
export async function emptyDatabase(backend: Backend): Promise<DatabaseParameter> {
  if (backend === 'pglite') return () => openPglite(MEMORY_DATABASE)
  return createTestDatabase(inject('postgresUrl'), `fresh_${randomBytes(6).toString('hex')}`)
}

/** Opens what a cloud would open for `database`. */
export async function openParameter(database: DatabaseParameter): Promise<Database> {
  return typeof database === 'string' ? openDatabase(database) : database()
}

/** Migrations applied, columns, indexes, sequences and rows of a database; the clock's `now()` columns left out. */
export async function databaseSnapshot(db: Database) {
  const migrations = await db.query('select id from schema_migrations order by id')
  const columns = await db.query(
    `select table_name, column_name, data_type, column_default, is_nullable from information_schema.columns
     where table_schema = current_schema() order by table_name, column_name`,
  )
  const indexes = await db.query(
    'select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname',
  )
  // A seed's `on conflict` insert into a serial table would move its sequence even when it inserts nothing.
  const sequences = await db.query(
    'select sequencename, last_value from pg_sequences where schemaname = current_schema() order by sequencename',
  )
  const rows = Object.fromEntries(
    Object.entries(await dumpDatabase(db)).map(([table, tableRows]) => [
      table,
      tableRows
        .map((row) => JSON.stringify(Object.entries(row).filter(([, value]) => !(value instanceof Date))))
        .sort(),
    ]),
  )
  return { migrations, columns, indexes, sequences, rows }
}

/** The snapshot of the database a cloud started on `database` with `parameters` runs on, once it stopped. */
export async function startedCloudSnapshot(database: DatabaseParameter, parameters: StartCloudParameters) {
  let opened: Database | undefined
  const cloud = await startCloud({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    ...parameters,
    database: typeof database === 'string' ? database : async () => (opened = await database()),
  })
  const reader = opened ?? (await openParameter(database))
  try {
    return await databaseSnapshot(reader)
  } finally {
    if (reader !== opened) await reader.close()
    await cloud.close()
  }
}
