import type { Queryable } from '../db/database'
import { readAdminProject } from './adminProject'

/** The analytics the dashboard draws, one entry per UTC day, oldest first. */
export const ANALYTICS_DAYS = 30
const DAY_MS = 24 * 60 * 60_000

export type AnalyticsDay = {
  /** The UTC day, YYYY-MM-DD. */
  day: string
  modalOpens: number
  /** CONNECT_SUCCESS and CONNECT_ERROR events: every connection that was tried and ended. */
  connectAttempts: number
  connectSuccesses: number
}

type DayRow = { day: string; modal_opens: number; connect_attempts: number; connect_successes: number }

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The project's `/e` events (SPEC §7, props.event as core records it) counted per UTC day of arrival
 * over the last ANALYTICS_DAYS days including today; a day without events is there with zeros.
 * 404 when the project does not exist.
 */
export async function projectAnalytics(
  db: Queryable,
  projectId: string,
  nowMs: number,
): Promise<AnalyticsDay[]> {
  await readAdminProject(db, projectId)
  const firstDayMs = Date.parse(utcDay(nowMs)) - (ANALYTICS_DAYS - 1) * DAY_MS
  const rows = await db.query<DayRow>(
    `select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            count(*) filter (where props->>'event' = 'MODAL_OPEN')::int as modal_opens,
            count(*) filter (where props->>'event' in ('CONNECT_SUCCESS', 'CONNECT_ERROR'))::int as connect_attempts,
            count(*) filter (where props->>'event' = 'CONNECT_SUCCESS')::int as connect_successes
       from analytics_events
      where project_id = $1 and received_at >= $2
      group by 1`,
    [projectId, new Date(firstDayMs)],
  )
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const day = utcDay(firstDayMs + index * DAY_MS)
    const row = byDay.get(day)
    return {
      day,
      modalOpens: row?.modal_opens ?? 0,
      connectAttempts: row?.connect_attempts ?? 0,
      connectSuccesses: row?.connect_successes ?? 0,
    }
  })
}
