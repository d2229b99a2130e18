import { WALLET_IMAGE_PREFETCH_COUNT, type WalletCatalogueEntry } from '@portico/core'

/** SPEC §9: the first 20 wallets of each page have their images fetched before they scroll into view. */
export function walletsToPrefetch(
  wallets: readonly WalletCatalogueEntry[],
  pageSize: number,
): WalletCatalogueEntry[] {
  return wallets.filter((_, index) => index % pageSize < WALLET_IMAGE_PREFETCH_COUNT)
}
