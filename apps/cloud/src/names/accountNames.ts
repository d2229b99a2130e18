import type { Database, Queryable } from '../db/database'

/** A name an address goes by (SPEC §3 identity: name and avatar), as the operator or a registration sets it. */
export type AccountName = { name: string; address: string; avatar?: string | null }

/** Adds names that are not there yet; a name already taken keeps its address. */
export async function seedAccountNames(db: Database, names: readonly AccountName[]): Promise<void> {
  if (names.length === 0) return
  await db.query(
    `insert into account_names (name, address, avatar)
     select name, address, avatar from jsonb_to_recordset($1::jsonb) as n(name text, address text, avatar text)
     on conflict (name) do nothing`,
    [JSON.stringify(names.map((entry) => ({ ...entry, avatar: entry.avatar ?? null })))],
  )
}

/** The first name registered for `address` (case-insensitive), with its avatar. */
export async function findIdentity(
  db: Queryable,
  address: string,
): Promise<{ name: string | null; avatar: string | null }> {
  const [row] = await db.query<{ name: string; avatar: string | null }>(
    'select name, avatar from account_names where lower(address) = lower($1) order by created_at, name limit 1',
    [address],
  )
  return { name: row?.name ?? null, avatar: row?.avatar ?? null }
}
