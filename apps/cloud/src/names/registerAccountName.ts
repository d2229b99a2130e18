import { createHash } from 'node:crypto'
import type { Database } from '../db/database'
import { NAME_MESSAGE_RETENTION_S } from './nameConstants'

export type RegisterAccountNameParameters = {
  name: string
  address: string
  coinTypes: readonly number[]
  /** The signed message as sent: spent once, whatever the outcome. */
  message: string
  /** Milliseconds since the epoch. */
  now: number
}

/** Identifies a signed registration: the same message from the same address is one registration. */
export function registrationDigest(address: string, message: string): string {
  return createHash('sha256').update(`${address.toLowerCase()}\n${message}`).digest('hex')
}

/** Whether the signed message was already used (read before the signature is checked, to answer early). */
export async function isRegistrationSpent(db: Database, address: string, message: string): Promise<boolean> {
  const rows = await db.query('select 1 from account_name_messages where digest = $1', [
    registrationDigest(address, message),
  ])
  return rows.length > 0
}

/**
 * Spends the message, then inserts the name. Both are unique in the database, so of two requests at once
 * only one spends a message and only one takes a name: the other learns it here, whatever was read before.
 */
export async function registerAccountName(
  db: Database,
  { name, address, coinTypes, message, now }: RegisterAccountNameParameters,
): Promise<'registered' | 'taken' | 'replayed'> {
  return db.transaction(async (tx) => {
    await tx.query('delete from account_name_messages where used_at < $1', [
      new Date(now - NAME_MESSAGE_RETENTION_S * 1000),
    ])
    const spent = await tx.query(
      'insert into account_name_messages (digest, used_at) values ($1, $2) on conflict do nothing returning digest',
      [registrationDigest(address, message), new Date(now)],
    )
    if (spent.length === 0) return 'replayed'
    const inserted = await tx.query(
      `insert into account_names (name, address, coin_types, attributes, created_at, updated_at)
       values ($1, $2, $3::bigint[], '{}'::jsonb, $4, $4) on conflict do nothing returning name`,
      [name, address, coinTypes.map(String), new Date(now)],
    )
    return inserted.length === 0 ? 'taken' : 'registered'
  })
}
