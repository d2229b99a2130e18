import type { Queryable } from '../db/database'
import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaqueToken'
import { EMBEDDED_SESSION_MS, EMBEDDED_TOKEN_BYTES } from './embeddedWalletConstants'

/** A logged-in embedded-wallet user, as the secure frame's token names them, and the frame key it is bound to. */
export type EmbeddedSession = {
  projectId: string
  userId: string
  createdAt: Date
  expiresAt: Date
  /** RFC 7638 thumbprint of the secure frame's key; null for a session opened before sessions were bound. */
  keyThumbprint: string | null
  /** When a passkey of the user was checked in this session (passkeys/finishPasskeyAuthentication.ts); null before. */
  passkeyVerifiedAt: Date | null
}

/**
 * Opens a session after a login (an opaque token; only its hash is stored, as admin sessions do), bound to
 * the key that signed the login's proof, and prunes expired ones.
 */
export async function openEmbeddedSession(
  db: Queryable,
  {
    projectId,
    userId,
    nowMs,
    keyThumbprint,
  }: { projectId: string; userId: string; nowMs: number; keyThumbprint: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken(EMBEDDED_TOKEN_BYTES)
  const expiresAt = new Date(nowMs + EMBEDDED_SESSION_MS)
  await db.query('delete from embedded_sessions where expires_at <= $1', [new Date(nowMs)])
  await db.query(
    `insert into embedded_sessions (token_hash, project_id, user_id, expires_at, created_at, key_thumbprint)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashOpaqueToken(token), projectId, userId, expiresAt, new Date(nowMs), keyThumbprint],
  )
  return { token, expiresAt }
}

type SessionRow = {
  user_id: string
  created_at: Date | string
  expires_at: Date | string
  key_thumbprint: string | null
  passkey_verified_at: Date | string | null
}

/** The live session of this token in this project; undefined when unknown, signed out, expired or another project's. */
export async function findEmbeddedSession(
  db: Queryable,
  token: string,
  projectId: string,
  nowMs: number,
): Promise<EmbeddedSession | undefined> {
  const [row] = await db.query<SessionRow>(
    `select user_id, created_at, expires_at, key_thumbprint, passkey_verified_at from embedded_sessions
     where token_hash = $1 and project_id = $2 and expires_at > $3`,
    [hashOpaqueToken(token), projectId, new Date(nowMs)],
  )
  if (!row) return undefined
  return {
    projectId,
    userId: row.user_id,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    keyThumbprint: row.key_thumbprint,
    passkeyVerifiedAt: row.passkey_verified_at === null ? null : new Date(row.passkey_verified_at),
  }
}

/** Signs out: the token is worthless from now on, on every instance. */
export async function closeEmbeddedSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from embedded_sessions where token_hash = $1', [hashOpaqueToken(token)])
}
