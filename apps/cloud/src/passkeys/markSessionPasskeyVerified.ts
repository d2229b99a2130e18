import type { Queryable } from '../db/database'
import { hashOpaqueToken } from '../sessions/opaqueToken'

/** The session passed a passkey check now: within the login's window it may read the recovery share. */
export async function markSessionPasskeyVerified(
  db: Queryable,
  sessionToken: string,
  nowMs: number,
): Promise<void> {
  await db.query('update embedded_sessions set passkey_verified_at = $2 where token_hash = $1', [
    hashOpaqueToken(sessionToken),
    new Date(nowMs),
  ])
}
