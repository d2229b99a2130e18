import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { persistentDatabase, removeFolders } from '../test/persistentDatabase'
import { blankPgliteDataDir } from '../test/pgliteTemplate'
import { BACKENDS, type Backend } from '../test/testCloud'
import { migrate } from './migrate'
import { MIGRATIONS } from './migrations'
import { openDatabase } from './openDatabase'

const folders: string[] = []
// The worker's blank PGlite copy is made in a hook, so a test's time is its own (its initdb ~15 s on loaded cores).
beforeAll(() => blankPgliteDataDir())
afterAll(() => removeFolders(folders))

const persistentLocation = (backend: Backend) => persistentDatabase(backend, folders)

describe.each(BACKENDS)('migrate on %s', (backend) => {
  test('applies every migration once; reopening the same database applies none and keeps the data', async () => {
    const location = await persistentLocation(backend)
    const first = await openDatabase(location)
    expect(first.kind).toBe(backend)
    expect(await migrate(first)).toEqual(MIGRATIONS.map((migration) => migration.id))
    expect(await migrate(first)).toEqual([])
    await first.query("insert into projects (id, name) values ('kept', 'Kept')")
    await first.close()

    const second = await openDatabase(location)
    expect(await migrate(second)).toEqual([])
    expect(await second.query('select id from projects')).toEqual([{ id: 'kept' }])
    await second.close()
  })

  test('a failing migration rolls back and is not recorded', async () => {
    const db = await openDatabase(await persistentLocation(backend))
    const broken = [
      { id: '9999_broken', sql: 'create table half_done (id integer); select * from no_such_table' },
    ]
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_table/)
    expect(await db.query("select to_regclass('half_done') as found")).toEqual([{ found: null }])
    expect(await db.query("select id from schema_migrations where id = '9999_broken'")).toEqual([])
    await db.close()
  })
})
