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
import { isWalletOwnerProof } from './walletOwnerProof'

/**
 * The wallet-key proof of the enrolment: 'later' when asking for options (the proof signs their challenge and
 * comes with the answer), the challenge and its signature at the answer.
 */
export type OwnerProof = 'later' | { challenge: string; signature: string | undefined }

/**
 * Who may add a passkey: the point of one is that a login code alone does not open the wallet on a new device,
 * so a session of a code alone must not add one either (else a phished code adds the thief's passkey). Allowed:
 * a session that passed a passkey check; a device that proves it holds the wallet (its key signs the
 * challenge, checked against the address the wallet was stored with); and, for a first passkey, the session
 * that created the wallet (or one while there is no wallet yet). 403 otherwise.
 */
export async function checkPasskeyEnrolment(
  db: Queryable,
  session: EmbeddedSession,
  passkeys: readonly StoredPasskey[],
  ownerProof: OwnerProof,
): Promise<void> {
  if (passkeys.length >= PASSKEYS_PER_USER_MAX) throw new HttpError(409, TOO_MANY_PASSKEYS_MESSAGE)
  if (session.passkeyVerifiedAt) return
  const [wallet] = await db.query<{ created_at: Date | string; owner_address: string | null }>(
    'select created_at, owner_address from embedded_wallet_shares where user_id = $1 and project_id = $2',
    [session.userId, session.projectId],
  )
  const owner = wallet?.owner_address
  if (owner && ownerProof === 'later') return
  if (owner && ownerProof !== 'later' && ownerProof.signature)
    if (await isWalletOwnerProof(owner, ownerProof.challenge, ownerProof.signature)) return
  if (passkeys.length > 0) {
    throw new HttpError(403, ADD_PASSKEY_NEEDS_CHECK_MESSAGE, {}, { failure: 'passkeyRequired' })
  }
  if (wallet && session.createdAt.getTime() > new Date(wallet.created_at).getTime()) {
    throw new HttpError(403, ADD_PASSKEY_NOT_HERE_MESSAGE, {}, { failure: 'noPasskey' })
  }
}
