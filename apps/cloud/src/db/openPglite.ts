import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { MEMORY_DATABASE } from '../constants'
import type { Database } from './database'
import { pgliteDatabase } from './pgliteDatabase'

/** The embedded database: Postgres in WASM, in memory (`memory://`) or in a data folder. */
export async function openPglite(location: string): Promise<Database> {
  if (location !== MEMORY_DATABASE) mkdirSync(location, { recursive: true })
  return pgliteDatabase(await PGlite.create(location === MEMORY_DATABASE ? undefined : location))
}
