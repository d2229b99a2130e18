import type { Database } from '../db/database'

/** A session as the cloud keeps it: the signed message and signature, and when it ends. */
export type StoredSession = {
  sid: string
  chainId: string
  address: string
  message: string
  signature: string
  cacao: Record<string, unknown> | null
  expiresAt: Date
}

type SessionRow = {
  id: string
  chain_id: string
  address: string
  message: string
  signature: string
  cacao: Record<string, unknown> | null
  expires_at: Date | string
}

const fromRow = (row: SessionRow): StoredSession => ({
  sid: row.id,
  chainId: row.chain_id,
  address: row.address,
  message: row.message,
  signature: row.signature,
  cacao: row.cacao,
  expiresAt: new Date(row.expires_at),
})

/** What lookups compare: EVM addresses are hex, so any case names one account; other namespaces' are exact. */
export function accountKey(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address
}

export async function insertSession(
  db: Database,
  projectId: string,
  session: StoredSession,
  nowMs: number,
): Promise<void> {
  await db.query(
    `insert into siwx_sessions
       (id, project_id, chain_id, address, account_key, message, signature, cacao, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      session.sid,
      projectId,
      session.chainId,
      session.address,
      accountKey(session.chainId, session.address),
      session.message,
      session.signature,
      session.cacao === null ? null : JSON.stringify(session.cacao),
      session.expiresAt,
      new Date(nowMs),
    ],
  )
}

/** Whether a session is still on: not revoked, not expired. */
export async function isSessionActive(
  db: Database,
  projectId: string,
  sid: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from siwx_sessions where id = $1 and project_id = $2 and revoked_at is null and expires_at > $3',
    [sid, projectId, new Date(nowMs)],
  )
  return rows.length === 1
}

/** The active sessions of one account in a project, on one chain when `chainId` is given. */
export async function listSessions(
  db: Database,
  projectId: string,
  account: { chainId?: string; address: string },
  nowMs: number,
): Promise<StoredSession[]> {
  const rows = await db.query<SessionRow>(
    `select id, chain_id, address, message, signature, cacao, expires_at from siwx_sessions
      where project_id = $1 and account_key in ($2, $3) and ($4::text is null or chain_id = $4)
        and revoked_at is null and expires_at > $5
      order by created_at`,
    [projectId, account.address, account.address.toLowerCase(), account.chainId ?? null, new Date(nowMs)],
  )
  // The two keys cover an EVM address in any case; a non-EVM row must match its exact address.
  return rows
    .map(fromRow)
    .filter(
      (session) =>
        accountKey(session.chainId, session.address) === accountKey(session.chainId, account.address),
    )
}

/** Ends every active session of one account in a project (on one chain when given); how many ended. */
export async function revokeSessions(
  db: Database,
  projectId: string,
  account: { chainId?: string; address: string },
  nowMs: number,
): Promise<number> {
  const sessions = await listSessions(db, projectId, account, nowMs)
  if (sessions.length === 0) return 0
  await db.query('update siwx_sessions set revoked_at = $2 where id = any($1::text[])', [
    sessions.map((session) => session.sid),
    new Date(nowMs),
  ])
  return sessions.length
}
