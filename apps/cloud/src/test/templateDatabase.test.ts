import { randomBytes } from 'node:crypto'
import { describe, expect, inject, test } from 'vitest'
import { MEMORY_DATABASE } from '../constants'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { MIGRATIONS } from '../db/migrations'
import { openDatabase } from '../db/openDatabase'
import { openPglite } from '../db/openPglite'
import { type StartCloudParameters, startCloud } from '../startCloud'
import { dumpDatabase } from './dumpDatabase'
import { createTestDatabase } from './startPostgres'
import { BACKENDS, type Backend, testCloudDatabase } from './testCloud'

// Failure bounds only: a first test in a worker also makes its template, and the empty side runs PGlite's initdb.
const TEMPLATE_TEST_TIMEOUT_MS = 120_000

type DatabaseParameter = NonNullable<StartCloudParameters['database']>

/** Settings a test passes to startCloud, whose seeds must land on a template copy as on an empty database. */
const TEST_SEEDS: StartCloudParameters = {
  projects: [{ id: 'template-check', name: 'Template check', allowedOrigins: ['http://127.0.0.1:5173'] }],
  prices: { ETH: 2500, TPL: 2 },
  names: [{ name: 'template.portico.test', address: '0x00000000000000000000000000000000000000aa' }],
}

/** An empty database of the backend, as startTestCloud gave before templates: startCloud migrates it all. */
async function emptyDatabase(backend: Backend): Promise<DatabaseParameter> {
  if (backend === 'pglite') return () => openPglite(MEMORY_DATABASE)
  return createTestDatabase(inject('postgresUrl'), `fresh_${randomBytes(6).toString('hex')}`)
}

async function openParameter(database: DatabaseParameter): Promise<Database> {
  return typeof database === 'string' ? openDatabase(database) : database()
}

/** Schema and rows of the database a started cloud runs on; the clock's `now()` columns are left out. */
async function startedCloudSnapshot(database: DatabaseParameter, parameters: StartCloudParameters) {
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
    return await snapshot(reader)
  } finally {
    if (reader !== opened) await reader.close()
    await cloud.close()
  }
}

async function snapshot(db: Database) {
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

describe.each(BACKENDS)('a test cloud database from the template (%s)', (backend) => {
  test(
    'has every migration applied: migrate finds none left',
    async () => {
      const db = await openParameter(await testCloudDatabase(backend))
      try {
        expect(await migrate(db)).toEqual([])
        expect(await db.query('select id from schema_migrations order by id')).toEqual(
          MIGRATIONS.map((migration) => ({ id: migration.id })),
        )
      } finally {
        await db.close()
      }
    },
    TEMPLATE_TEST_TIMEOUT_MS,
  )

  test.each([
    ['no settings', {}],
    ['projects, prices and names of its own', TEST_SEEDS],
  ])(
    'a cloud started on it with %s sees what it sees on an empty database',
    async (_, parameters) => {
      const fromTemplate = await startedCloudSnapshot(await testCloudDatabase(backend), parameters)
      const fromEmpty = await startedCloudSnapshot(await emptyDatabase(backend), parameters)
      expect(fromEmpty.migrations).toEqual(MIGRATIONS.map((migration) => ({ id: migration.id })))
      expect(fromTemplate).toEqual(fromEmpty)
    },
    TEMPLATE_TEST_TIMEOUT_MS,
  )
})
