import type { Queryable } from '../db/database'

/** A wallet of the catalogue as the dashboard offers it for a project's featured and excluded lists. */
export type CatalogueWalletName = { id: string; name: string }

/** Every wallet of the catalogue, in its display order. */
export function listCatalogueWalletNames(db: Queryable): Promise<CatalogueWalletName[]> {
  return db.query<CatalogueWalletName>('select id, name from wallets order by position')
}
