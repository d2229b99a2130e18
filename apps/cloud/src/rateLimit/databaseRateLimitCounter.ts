import { RATE_LIMIT_PRUNE_EVERY } from '../constants'
import type { Queryable } from '../db/database'
import type { RateLimitCounter } from './rateLimitCounter'

/** Counts in the `rate_limit_counters` table, one atomic upsert a request (PostgreSQL or PGlite). */
export function databaseRateLimitCounter(db: Queryable): RateLimitCounter {
  let counted = 0
  return {
    count: async (key, nowMs, windowMs) => {
      const [row] = await db.query<{ count: number; resets_at_ms: string | number }>(
        `insert into rate_limit_counters as c (key, count, resets_at_ms) values ($1, 1, $2::bigint + $3::bigint)
         on conflict (key) do update set
           count = case when c.resets_at_ms <= $2::bigint then 1 else c.count + 1 end,
           resets_at_ms = case when c.resets_at_ms <= $2::bigint then $2::bigint + $3::bigint else c.resets_at_ms end
         returning count, resets_at_ms`,
        [key, nowMs, windowMs],
      )
      if (!row) throw new Error('rate limit upsert returned no row')
      counted += 1
      // Ended windows are dead weight: clear them now and then, off the request's path.
      if (counted % RATE_LIMIT_PRUNE_EVERY === 0) {
        db.query('delete from rate_limit_counters where resets_at_ms <= $1::bigint', [nowMs]).catch(() => {})
      }
      return { count: row.count, resetsAtMs: Number(row.resets_at_ms) }
    },
    close: async () => {},
  }
}
