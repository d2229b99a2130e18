import type { AuthenticatorTransportFuture, WebAuthnCredential } from '@simplewebauthn/server'
import type { Queryable } from '../db/database'

/** The owner of a passkey: one user of one project. */
export type PasskeyOwner = { projectId: string; userId: string }

/** A stored passkey: the credential the assertions are checked against, and when it was added. */
export type StoredPasskey = WebAuthnCredential & { createdAt: Date }

type PasskeyRow = {
  credential_id: string
  public_key: Uint8Array
  sign_counter: string | number
  transports: string[]
  created_at: Date | string
}

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  id: row.credential_id,
  // pg answers a Buffer, PGlite a Uint8Array: the library takes either as bytes.
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.sign_counter),
  transports: row.transports as AuthenticatorTransportFuture[],
  createdAt: new Date(row.created_at),
})

const COLUMNS = 'credential_id, public_key, sign_counter, transports, created_at'

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Queryable, owner: PasskeyOwner): Promise<StoredPasskey[]> {
  const rows = await db.query<PasskeyRow>(
    `select ${COLUMNS} from embedded_passkeys where project_id = $1 and user_id = $2 order by created_at, credential_id`,
    [owner.projectId, owner.userId],
  )
  return rows.map(toPasskey)
}

/** This user's passkey with this credential id; undefined when it is another user's, project's, or nobody's. */
export async function findUserPasskey(
  db: Queryable,
  owner: PasskeyOwner,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await db.query<PasskeyRow>(
    `select ${COLUMNS} from embedded_passkeys where credential_id = $1 and project_id = $2 and user_id = $3`,
    [credentialId, owner.projectId, owner.userId],
  )
  return row ? toPasskey(row) : undefined
}

/** Stores a verified credential; false when its id is registered already (to anyone: ids are unique). */
export async function insertPasskey(
  db: Queryable,
  owner: PasskeyOwner,
  credential: WebAuthnCredential,
  nowMs: number,
): Promise<boolean> {
  const inserted = await db.query(
    `insert into embedded_passkeys (credential_id, project_id, user_id, public_key, sign_counter, transports, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (credential_id) do nothing returning credential_id`,
    [
      credential.id,
      owner.projectId,
      owner.userId,
      Buffer.from(credential.publicKey),
      credential.counter,
      credential.transports ?? [],
      new Date(nowMs),
    ],
  )
  return inserted.length > 0
}

/** The authenticator's new signature counter, so an assertion cloned from it with a lower count is refused. */
export async function updatePasskeyCounter(
  db: Queryable,
  credentialId: string,
  counter: number,
): Promise<void> {
  await db.query('update embedded_passkeys set sign_counter = $2 where credential_id = $1', [
    credentialId,
    counter,
  ])
}
