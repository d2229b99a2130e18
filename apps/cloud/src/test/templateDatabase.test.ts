import { describe, expect, test } from 'vitest'
import { migrate } from '../db/migrate'
import { MIGRATIONS } from '../db/migrations'
import type { StartCloudParameters } from '../startCloud'
import { emptyDatabase, openParameter, startedCloudSnapshot } from './databaseSnapshot'
import { BACKENDS, testCloudDatabase } from './testCloud'

// Failure bounds only: a first test in a worker also makes its template, and the empty side runs PGlite's initdb.
const TEMPLATE_TEST_TIMEOUT_MS = 120_000

/** Settings a test passes to startCloud, whose seeds must land on a template copy as on an empty database. */
const TEST_SEEDS: StartCloudParameters = {
  projects: [{ id: 'template-check', name: 'Template check', allowedOrigins: ['http://127.0.0.1:5173'] }],
  prices: { ETH: 2500, TPL: 2 },
  names: [{ name: 'template.portico.test', address: '0x00000000000000000000000000000000000000aa' }],
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
