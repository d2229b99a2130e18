import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { MEMORY_DATABASE } from '../constants'
import type { Database, Queryable } from './database'

/** The embedded database: Postgres in WASM, in memory (`memory://`) or in a data folder. */
export async function openPglite(location: string): Promise<Database> {
  if (location !== MEMORY_DATABASE) mkdirSync(location, { recursive: true })
  const pglite = await PGlite.create(location === MEMORY_DATABASE ? undefined : location)
  const queryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) => (await target.query<Row>(sql, params)).rows,
  })
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  }
}
