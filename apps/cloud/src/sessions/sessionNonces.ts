import { createNonce } from '@portico/siwx'
import type { Database } from '../db/database'
import { SESSION_NONCE_TTL_MS } from './sessionConstants'

/** A nonce for one sign-in message of `projectId`, valid SESSION_NONCE_TTL_MS and once. */
export async function issueNonce(
  db: Database,
  projectId: string,
  nowMs: number,
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = createNonce()
  const expiresAt = new Date(nowMs + SESSION_NONCE_TTL_MS)
  await db.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [
    nonce,
    projectId,
    expiresAt,
  ])
  return { nonce, expiresAt }
}

/**
 * Uses up a nonce the server issued to this project: true once, false for one never issued, another
 * project's, expired or already used. One statement, so two requests with one message cannot both win.
 */
export async function consumeNonce(
  db: Database,
  projectId: string,
  nonce: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query<{ nonce: string }>(
    `update siwx_nonces set used_at = $3
      where nonce = $1 and project_id = $2 and used_at is null and expires_at > $3
      returning nonce`,
    [nonce, projectId, new Date(nowMs)],
  )
  return rows.length === 1
}

/** Nonces past their expiry are of no more use, used or not. */
export async function pruneNonces(db: Database, nowMs: number): Promise<void> {
  await db.query('delete from siwx_nonces where expires_at <= $1', [new Date(nowMs)])
}
