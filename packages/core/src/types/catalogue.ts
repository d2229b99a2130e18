/** SPEC §3: a wallet of the catalogue served by Portico Cloud's getWallets. */
export type WalletCatalogueEntry = {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string | null
  chains?: string[]
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  homepage?: string
  badge_type?: 'none' | 'certified'
}
