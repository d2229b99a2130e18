import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { blankPgliteDataDir } from './pgliteTemplate'
import { createTestDatabase } from './startPostgres'
import type { Backend } from './testCloud'

/** A database location that outlives one connection, with no migration applied: a PGlite data folder or a PostgreSQL database. */
export async function persistentDatabase(backend: Backend, folders: string[]): Promise<string> {
  if (backend === 'postgres') {
    return createTestDatabase(inject('postgresUrl'), `persist_${randomBytes(6).toString('hex')}`)
  }
  const folder = mkdtempSync(join(tmpdir(), 'portico-cloud-pglite-'))
  folders.push(folder)
  // The folder starts as a copy of a blank PGlite (no migration applied), so opening it skips initdb.
  const location = join(folder, 'db')
  await (await PGlite.create(location, { loadDataDir: await blankPgliteDataDir() })).close()
  return location
}

/** Removes the PGlite folders `persistentDatabase` made. */
export function removeFolders(folders: string[]): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
}
