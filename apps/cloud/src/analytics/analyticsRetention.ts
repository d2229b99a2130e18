import type { Queryable } from '../db/database'

/** How long analytics events are kept by default: a quarter, enough for the admin's charts. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90
/** How often each instance deletes what has outlived the retention period (an indexed delete, idempotent). */
export const ANALYTICS_PRUNE_EVERY_MS = 60 * 60_000
const DAY_MS = 24 * 60 * 60_000

/** Deletes the events received longer than `retentionDays` before `nowMs`; returns how many went. */
export async function pruneAnalyticsEvents(
  db: Queryable,
  nowMs: number,
  retentionDays: number,
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'delete from analytics_events where received_at < $1 returning id',
    [new Date(nowMs - retentionDays * DAY_MS)],
  )
  return rows.length
}

export type StartAnalyticsRetentionParameters = {
  db: Queryable
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number
  retentionDays: number
  onError: (error: Error) => void
}

/** Prunes at once and then every ANALYTICS_PRUNE_EVERY_MS; `stop` ends it and waits for a prune under way. */
export function startAnalyticsRetention({
  db,
  now,
  retentionDays,
  onError,
}: StartAnalyticsRetentionParameters): {
  stop: () => Promise<void>
} {
  let running: Promise<void> = Promise.resolve()
  const prune = () => {
    running = running
      .then(() => pruneAnalyticsEvents(db, now(), retentionDays))
      .then(
        () => undefined,
        (error: Error) => onError(error),
      )
  }
  prune()
  const timer = setInterval(prune, ANALYTICS_PRUNE_EVERY_MS)
  // A cloud that is closing must not stay up for its next prune.
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}

/** The retention a setting gives, checked: a whole number of days from 1 to 3650. */
export function checkAnalyticsRetentionDays(days: number, source = 'analyticsRetentionDays'): number {
  if (!Number.isSafeInteger(days) || days < 1 || days > 3_650)
    throw new Error(`${source} takes a whole number of days from 1 to 3650, got ${days}`)
  return days
}
