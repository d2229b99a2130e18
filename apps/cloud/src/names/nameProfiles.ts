import type { Queryable } from '../db/database'

/** Reown's answer for one name: when it was made and changed, its address per coin type, its attributes. */
export type NameProfile = {
  name: string
  registered_at: string
  updated_at: string
  addresses: Record<string, { address: string; created_at: string }>
  attributes: Record<string, string>
}

type NameRow = {
  name: string
  address: string
  avatar: string | null
  coin_types: string[]
  attributes: Record<string, string> | null
  created_at: Date | string
  updated_at: Date | string
}

/** A stored name with what the gateway also needs (its avatar). */
export type StoredName = NameProfile & { avatar: string | null }

const SELECT_NAMES = `select name, address, avatar, coin_types::text[] as coin_types, attributes, created_at, updated_at
  from account_names`

function toStoredName(row: NameRow): StoredName {
  const registeredAt = new Date(row.created_at).toISOString()
  return {
    name: row.name,
    registered_at: registeredAt,
    updated_at: new Date(row.updated_at).toISOString(),
    addresses: Object.fromEntries(
      row.coin_types.map((coinType) => [coinType, { address: row.address, created_at: registeredAt }]),
    ),
    attributes: row.attributes ?? {},
    avatar: row.avatar,
  }
}

/** Reown's profile shape: the stored name without what only the cloud reads. */
export function toNameProfile({ avatar: _avatar, ...profile }: StoredName): NameProfile {
  return profile
}

/** The name (case-insensitive), or undefined when nobody holds it. */
export async function findName(db: Queryable, name: string): Promise<StoredName | undefined> {
  const [row] = await db.query<NameRow>(`${SELECT_NAMES} where lower(name) = lower($1)`, [name])
  return row ? toStoredName(row) : undefined
}

/** Every name of `address` (case-insensitive), the first registered first. */
export async function findNamesOfAddress(db: Queryable, address: string): Promise<StoredName[]> {
  const rows = await db.query<NameRow>(
    `${SELECT_NAMES} where lower(address) = lower($1) order by created_at, name`,
    [address],
  )
  return rows.map(toStoredName)
}
