import catalogue from './wallets.json'

/**
 * One wallet of the catalogue data file (`wallets.json`). Its `id` is a stable slug of its name:
 * NFKD, lower case, apostrophes dropped, every other run of non-alphanumerics one hyphen
 * (`D'CENT Wallet` → `dcent-wallet`). The image id is the wallet id.
 */
export type CatalogueWallet = {
  id: string
  name: string
  rdns: string | null
  /** CAIP-2 network ids (SPEC §3: namespace:chain-id). */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  /** `certified` or `none`, filtered by getWallets' badge_type. */
  badge_type: string
}

/** The catalogue in its order of prominence: the first entries are shown first. */
export const CATALOGUE_WALLETS: readonly CatalogueWallet[] = catalogue

/** The wallet id rule above, for names an operator adds. */
export function walletIdFromName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
