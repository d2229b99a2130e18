import pg from 'pg'
import type { Database, Queryable } from './database'

/** A real PostgreSQL server reached through a `postgres://` connection string. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client whose server went away errors here; the next query reconnects (see /readyz).
  pool.on('error', () => {})
  const queryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await target.query(sql, params)).rows as Row[],
  })
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1')
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ...queryable(pool),
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(queryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
