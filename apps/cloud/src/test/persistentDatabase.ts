import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createTestDatabase } from './startPostgres'
import type { Backend } from './testCloud'

/** A database location that outlives one connection: a PGlite data folder or a PostgreSQL database. */
export async function persistentDatabase(backend: Backend, folders: string[]): Promise<string> {
  if (backend === 'postgres') {
    return createTestDatabase(inject('postgresUrl'), `persist_${randomBytes(6).toString('hex')}`)
  }
  const folder = mkdtempSync(join(tmpdir(), 'portico-cloud-pglite-'))
  folders.push(folder)
  return join(folder, 'db')
}

/** Removes the PGlite folders `persistentDatabase` made. */
export function removeFolders(folders: string[]): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
}
