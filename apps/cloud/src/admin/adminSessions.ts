import type { Queryable } from '../db/database'
import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaqueToken'
import type { Admin } from './adminAccounts'
import { ADMIN_SESSION_MS, ADMIN_TOKEN_BYTES } from './adminConstants'

/** A signed-in admin: the session token goes in the cookie, the CSRF token in each change's header. */
export type AdminSession = { admin: Admin; csrfToken: string; expiresAt: Date }

/** Opens a session for the admin (stored in the database, so every instance knows it) and prunes expired ones. */
export async function openAdminSession(
  db: Queryable,
  admin: Admin,
  nowMs: number,
): Promise<AdminSession & { token: string }> {
  const token = newOpaqueToken(ADMIN_TOKEN_BYTES)
  const csrfToken = newOpaqueToken(ADMIN_TOKEN_BYTES)
  const expiresAt = new Date(nowMs + ADMIN_SESSION_MS)
  await db.query('delete from admin_sessions where expires_at <= $1', [new Date(nowMs)])
  await db.query(
    `insert into admin_sessions (token_hash, admin_id, csrf_token, expires_at, created_at)
     values ($1, $2, $3, $4, $5)`,
    [hashOpaqueToken(token), admin.id, csrfToken, expiresAt, new Date(nowMs)],
  )
  return { token, admin, csrfToken, expiresAt }
}

type SessionRow = { id: string; username: string; created_at: Date; csrf_token: string; expires_at: Date }

/** The live session of this token; undefined when it is unknown, closed or expired. */
export async function findAdminSession(
  db: Queryable,
  token: string,
  nowMs: number,
): Promise<AdminSession | undefined> {
  const [row] = await db.query<SessionRow>(
    `select a.id, a.username, a.created_at, s.csrf_token, s.expires_at
     from admin_sessions s join admins a on a.id = s.admin_id
     where s.token_hash = $1 and s.expires_at > $2`,
    [hashOpaqueToken(token), new Date(nowMs)],
  )
  if (!row) return undefined
  return {
    admin: { id: row.id, username: row.username, createdAt: new Date(row.created_at).toISOString() },
    csrfToken: row.csrf_token,
    expiresAt: new Date(row.expires_at),
  }
}

/** Ends the session of this token (sign-out). */
export async function closeAdminSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from admin_sessions where token_hash = $1', [hashOpaqueToken(token)])
}
