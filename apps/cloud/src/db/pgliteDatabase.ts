import type { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database'

/** The one wrapping of an opened PGlite as the routes' Database; closing it closes the PGlite. */
export function pgliteDatabase(pglite: PGlite): Database {
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
