import type { Queryable } from '../db/database'
import type { EmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { HttpError } from '../errors'
import { PASSKEYS_PER_USER_MAX } from './passkeyConstants'
import {
  ADD_PASSKEY_NEEDS_CHECK_MESSAGE,
  ADD_PASSKEY_NOT_HERE_MESSAGE,
  TOO_MANY_PASSKEYS_MESSAGE,
} from './passkeyErrors'
import type { StoredPasskey } from './passkeyStore'

/**
 * Who may add a passkey: the point of one is that a login code alone does not open the wallet on a new device,
 * so a session of a code alone must not add one either (else a phished code adds the thief's passkey).
 * A session that passed a passkey check adds more; a first passkey is added by a session that began before
 * the wallet existed (the device that created it), or while there is no wallet yet. 403 otherwise.
 */
export async function checkPasskeyEnrolment(
  db: Queryable,
  session: EmbeddedSession,
  passkeys: readonly StoredPasskey[],
): Promise<void> {
  if (passkeys.length >= PASSKEYS_PER_USER_MAX) throw new HttpError(409, TOO_MANY_PASSKEYS_MESSAGE)
  if (session.passkeyVerifiedAt) return
  if (passkeys.length > 0) {
    throw new HttpError(403, ADD_PASSKEY_NEEDS_CHECK_MESSAGE, {}, { failure: 'passkeyRequired' })
  }
  const [wallet] = await db.query<{ created_at: Date | string }>(
    'select created_at from embedded_wallet_shares where user_id = $1 and project_id = $2',
    [session.userId, session.projectId],
  )
  if (wallet && session.createdAt.getTime() > new Date(wallet.created_at).getTime()) {
    throw new HttpError(403, ADD_PASSKEY_NOT_HERE_MESSAGE, {}, { failure: 'noPasskey' })
  }
}
