import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { describe, expect, inject, test } from 'vitest'
import type { StartCloudParameters } from '../startCloud'
import { type DatabaseParameter, emptyDatabase, startedCloudSnapshot } from '../test/databaseSnapshot'
import { createTestDatabase } from '../test/startPostgres'
import { BACKENDS, type Backend } from '../test/testCloud'
import { pgliteDatabase } from './pgliteDatabase'

// A failure bound only: two cloud starts, one of them migrating from nothing (PGlite's initdb included).
const UPGRADE_TEST_TIMEOUT_MS = 120_000

/** The settings the dump was made with (its header says how): the seeds' rows are part of what is compared. */
const DUMP_SEEDS: StartCloudParameters = {
  projects: [{ id: 'upgrade-check', name: 'Upgrade check', allowedOrigins: ['http://127.0.0.1:5173'] }],
  prices: { ETH: 2500, UPG: 2 },
  names: [{ name: 'upgrade.portico.test', address: '0x00000000000000000000000000000000000000bb' }],
}

/** pg_dump's plain SQL of a database the cloud made before its feature modules: its migrations' ids and all. */
const DUMP = readFileSync(new URL('./fixtures/madeAt668db67.sql', import.meta.url), 'utf8')

/** A new database of the backend holding the dump, as an operator's database would be on the day they upgrade. */
async function restoredDump(backend: Backend): Promise<DatabaseParameter> {
  if (backend === 'pglite') {
    return async () => {
      const pglite = await PGlite.create()
      await pglite.exec(DUMP)
      // The dump empties the session's search_path so that its names are read qualified; the cloud's are not.
      await pglite.exec('reset all')
      return pgliteDatabase(pglite)
    }
  }
  const url = await createTestDatabase(inject('postgresUrl'), `restored_${randomBytes(6).toString('hex')}`)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Without parameters this is the simple protocol, which runs a whole script.
    await client.query(DUMP)
  } finally {
    await client.end()
  }
  return url
}

describe.each(BACKENDS)('a database the cloud made before its feature modules (%s)', (backend) => {
  test(
    'started on by the cloud of today, equals one it makes from nothing: tables, columns, indexes, rows',
    async () => {
      const upgraded = await startedCloudSnapshot(await restoredDump(backend), DUMP_SEEDS)
      const fresh = await startedCloudSnapshot(await emptyDatabase(backend), DUMP_SEEDS)
      expect(upgraded.rows.schema_migrations?.length).toBeGreaterThan(0)
      expect(upgraded).toEqual(fresh)
    },
    UPGRADE_TEST_TIMEOUT_MS,
  )
})
