import type { Queryable } from '../db/database'
import { AUDIT_LOG_PAGE_SIZE } from './adminConstants'
import type { AdminContext } from './adminContext'

/** One change: who made it, what it was, when, and to which project (none for an admin account). */
export type AuditEntry = {
  id: number
  at: string
  actor: string
  action: string
  projectId: string | null
  details: Record<string, unknown>
}

export type RecordChangeParameters = {
  action: string
  projectId?: string
  details?: Record<string, unknown>
}

/** Writes one entry, in the transaction of the change it describes, so neither lands without the other. */
export async function recordChange(
  tx: Queryable,
  context: Pick<AdminContext, 'actor' | 'now'>,
  { action, projectId, details = {} }: RecordChangeParameters,
): Promise<void> {
  await tx.query(
    'insert into audit_log (at, actor, action, project_id, details) values ($1, $2, $3, $4, $5::jsonb)',
    [new Date(context.now()), context.actor, action, projectId ?? null, JSON.stringify(details)],
  )
}

export type ListAuditEntriesParameters = { projectId?: string; limit?: number; before?: number }

type AuditRow = {
  id: string
  at: Date
  actor: string
  action: string
  project_id: string | null
  details: Record<string, unknown>
}

/** The newest entries first, of one project when given; `before` pages back from an entry id. */
export async function listAuditEntries(
  db: Queryable,
  { projectId, limit = AUDIT_LOG_PAGE_SIZE, before }: ListAuditEntriesParameters = {},
): Promise<AuditEntry[]> {
  const rows = await db.query<AuditRow>(
    `select id, at, actor, action, project_id, details from audit_log
     where ($1::text is null or project_id = $1) and ($2::bigint is null or id < $2)
     order by id desc limit $3`,
    [projectId ?? null, before ?? null, limit],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    projectId: row.project_id,
    details: row.details,
  }))
}
