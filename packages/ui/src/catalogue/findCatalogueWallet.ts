import { type CatalogueState, selectAllWallets, type WalletCatalogueEntry } from '@portico/core'

/** A wallet the catalogue store knows by id: in any list it holds, search results included. */
export function findCatalogueWallet(
  state: CatalogueState,
  walletId: string | undefined,
): WalletCatalogueEntry | undefined {
  if (!walletId) return undefined
  return [...selectAllWallets(state), ...state.searchResults].find((wallet) => wallet.id === walletId)
}
