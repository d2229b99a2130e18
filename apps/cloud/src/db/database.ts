/** The one query surface the routes use, whether PGlite or PostgreSQL sits behind it. */
export type Queryable = {
  /** Runs one parameterised statement (`$1`, `$2`, …) and returns its rows. */
  query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>
}

/** A connection pool's state: connections open, of those idle, and queries waiting for one. */
export type DatabasePoolStats = { total: number; idle: number; waiting: number }

export type Database = Queryable & {
  readonly kind: 'pglite' | 'postgres'
  /** PostgreSQL's pool; PGlite is one connection in the process and has none. */
  poolStats?: () => DatabasePoolStats
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>
  close: () => Promise<void>
}
