import type { Database } from '../db/database'
import { CATALOGUE_WALLETS, type CatalogueWallet } from './catalogueWallet'

/**
 * Writes the catalogue data file into the wallets table on every start, so a new release's
 * catalogue replaces the old one; wallets no longer in the file are removed.
 */
export async function seedCatalogue(
  db: Database,
  wallets: readonly CatalogueWallet[] = CATALOGUE_WALLETS,
): Promise<void> {
  const rows = wallets.map((wallet, position) => ({ ...wallet, position, image_id: wallet.id }))
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into wallets (id, position, name, image_id, rdns, chains, mobile_link, desktop_link, webapp_link, homepage, badge_type)
       select id, position, name, image_id, rdns, chains, mobile_link, desktop_link, webapp_link, homepage, badge_type
       from jsonb_to_recordset($1::jsonb) as w(
         id text, position integer, name text, image_id text, rdns text, chains text[],
         mobile_link text, desktop_link text, webapp_link text, homepage text, badge_type text)
       on conflict (id) do update set
         position = excluded.position, name = excluded.name, image_id = excluded.image_id,
         rdns = excluded.rdns, chains = excluded.chains, mobile_link = excluded.mobile_link,
         desktop_link = excluded.desktop_link, webapp_link = excluded.webapp_link,
         homepage = excluded.homepage, badge_type = excluded.badge_type`,
      [JSON.stringify(rows)],
    )
    await tx.query('delete from wallets where not (id = any($1::text[]))', [rows.map((row) => row.id)])
  })
}
