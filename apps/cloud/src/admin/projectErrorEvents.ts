import type { PorticoEventName } from '@portico/core'
import type { Queryable } from '../db/database'
import { ERROR_EVENT_MESSAGE_MAX_CHARS, ERROR_EVENTS_PAGE_SIZE } from './adminConstants'
import { readAdminProject } from './adminProject'

/**
 * The tracked events core records for a failure (SPEC §8, core's events store), each with its reason in
 * `properties.message`; beside them, SPEC §8's error reports (`props.type` 'error', with errorType and
 * errorMessage) are error events too.
 */
export const FAILURE_EVENTS = [
  'CONNECT_ERROR',
  'DISCONNECT_ERROR',
  'SEND_ERROR',
  'SIWX_AUTH_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
] as const satisfies readonly PorticoEventName[]

/** One error a page of the project reported: when it arrived, its kind, its message and the page. */
export type ErrorEvent = {
  id: number
  at: string
  /** An error report's errorType, or the failure event's name. */
  kind: string
  message: string | null
  url: string | null
}

export type ErrorEventsPage = {
  errors: ErrorEvent[]
  /** The `before` of the next (older) page; absent on the last. */
  next?: number
}

export type ListErrorEventsParameters = { limit?: number; before?: number }

type ErrorRow = { id: string; received_at: Date; kind: string; message: string | null; url: string | null }

/** The project's error events, newest first, `limit` a page; `before` pages back from an event id. 404 for no project. */
export async function listProjectErrorEvents(
  db: Queryable,
  projectId: string,
  { limit = ERROR_EVENTS_PAGE_SIZE, before }: ListErrorEventsParameters = {},
): Promise<ErrorEventsPage> {
  await readAdminProject(db, projectId)
  // One row more than the page says whether an older page exists.
  const rows = await db.query<ErrorRow>(
    `select id, received_at,
            case when props->>'type' = 'error' then coalesce(props->>'errorType', props->>'event', 'ERROR')
                 else props->>'event' end as kind,
            left(case when props->>'type' = 'error' then props->>'errorMessage'
                      else props->'properties'->>'message' end, $5) as message,
            url
       from analytics_events
      where project_id = $1
        and (props->>'type' = 'error' or props->>'event' = any($2::text[]))
        and ($3::bigint is null or id < $3)
      order by id desc
      limit $4`,
    [projectId, FAILURE_EVENTS, before ?? null, limit + 1, ERROR_EVENT_MESSAGE_MAX_CHARS],
  )
  const errors = rows.slice(0, limit).map((row) => ({
    id: Number(row.id),
    at: new Date(row.received_at).toISOString(),
    kind: row.kind,
    message: row.message,
    url: row.url,
  }))
  const last = errors.at(-1)
  return rows.length > limit && last ? { errors, next: last.id } : { errors }
}
