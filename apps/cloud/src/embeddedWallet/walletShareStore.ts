import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import {
  SHARE_DAMAGED_MESSAGE,
  SHARES_EXIST_MESSAGE,
  WALLET_KEY_CHANGED_MESSAGE,
} from './embeddedWalletErrors'
import { openShare, type ShareOwner, sealShare } from './sealShare'
import type { ShareKind, WalletKey } from './walletKey'

/**
 * Keeps a user's two cloud shares, sealed. Written once: the insert does nothing when the user has a
 * row, so a stolen session (or two first devices racing) cannot replace the wallet (409).
 */
export async function insertWalletShares(
  db: Queryable,
  key: WalletKey,
  owner: ShareOwner,
  shares: Record<ShareKind, Buffer>,
  nowMs: number,
  /** The wallet's EVM address (lowercase), when the frame sent it. */
  ownerAddress?: string,
): Promise<void> {
  const inserted = await db.query(
    `insert into embedded_wallet_shares
       (user_id, project_id, key_id, auth_share, recovery_share, created_at, owner_address)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (user_id) do nothing returning user_id`,
    [
      owner.userId,
      owner.projectId,
      key.id,
      sealShare(key, 'auth', owner, shares.auth),
      sealShare(key, 'recovery', owner, shares.recovery),
      new Date(nowMs),
      ownerAddress?.toLowerCase() ?? null,
    ],
  )
  if (inserted.length === 0) throw new HttpError(409, SHARES_EXIST_MESSAGE)
}

type ShareRow = { key_id: string; auth_share: string; recovery_share: string }

/** One of the user's shares, opened; undefined when the user has no wallet yet. */
export async function readWalletShare(
  db: Queryable,
  key: WalletKey,
  owner: ShareOwner,
  kind: ShareKind,
): Promise<Buffer | undefined> {
  const [row] = await db.query<ShareRow>(
    'select key_id, auth_share, recovery_share from embedded_wallet_shares where user_id = $1 and project_id = $2',
    [owner.userId, owner.projectId],
  )
  if (!row) return undefined
  if (row.key_id !== key.id) throw new HttpError(500, WALLET_KEY_CHANGED_MESSAGE)
  try {
    return openShare(key, kind, owner, kind === 'auth' ? row.auth_share : row.recovery_share)
  } catch {
    // Same key, yet it does not open: the row was changed or moved from another user in the database.
    throw new HttpError(500, SHARE_DAMAGED_MESSAGE)
  }
}
