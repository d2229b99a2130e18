import type { Queryable } from '../db/database'

/** SPEC §3 wallet catalogue entry, as GET /getWallets returns it. */
export type WalletEntry = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
}

export type WalletQuery = {
  /** 1-based page. */
  page: number
  entries: number
  /** Only these ids (when given). */
  include: string[]
  exclude: string[]
  /** The project's featured wallets come first, in this order. */
  featured: string[]
  /**
   * Wallets supporting any of these CAIP-2 ids (when given). A chain no wallet lists (a devnet, a new
   * network) matches every wallet of its namespace, since such wallets add networks themselves.
   */
  chains: string[]
  /** Case-insensitive part of the name. */
  search: string | undefined
  badgeType: string | undefined
}

/** One page of the wallets matching every filter, in catalogue order, and how many match in all. */
export async function queryWallets(
  db: Queryable,
  query: WalletQuery,
): Promise<{ data: WalletEntry[]; count: number }> {
  const conditions: string[] = []
  const params: unknown[] = []
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value)
    conditions.push(condition(`$${params.length}`))
  }
  if (query.include.length > 0) add((p) => `id = any(${p}::text[])`, query.include)
  if (query.exclude.length > 0) add((p) => `not (id = any(${p}::text[]))`, query.exclude)
  if (query.chains.length > 0) add(chainsCondition, query.chains)
  if (query.search) add((p) => `name ilike ${p}`, `%${escapeLike(query.search)}%`)
  if (query.badgeType) add((p) => `badge_type = ${p}`, query.badgeType)
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''
  const [counted] = await db.query<{ count: number }>(
    `select count(*)::integer as count from wallets ${where}`,
    params,
  )
  const featured = `$${params.length + 3}::text[]`
  const data = await db.query<WalletEntry>(
    `select id, name, image_id, rdns, chains, mobile_link, desktop_link, webapp_link
     from wallets ${where} order by coalesce(array_position(${featured}, id), 2147483647), position
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.entries, (query.page - 1) * query.entries, query.featured],
  )
  return { data, count: counted?.count ?? 0 }
}

function chainsCondition(requested: string): string {
  return `(wallets.chains && ${requested}::text[] or exists (
    select 1 from unnest(${requested}::text[]) as asked(chain)
    where not exists (select 1 from wallets as known where asked.chain = any(known.chains))
      and exists (
        select 1 from unnest(wallets.chains) as own(chain)
        where split_part(own.chain, ':', 1) = split_part(asked.chain, ':', 1)
      )
  ))`
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
