import type { Connector, RecentWallet } from '@portico/core'

/** Core records a recent wallet under the connector's catalogue id when it has one, else its id. */
export function recentWalletId(connector: Connector): string {
  return connector.explorerId ?? connector.id
}

/** The position of the connector among the recent wallets (newest first), or -1. */
export function recentIndex(connector: Connector, recentWallets: RecentWallet[]): number {
  return recentWallets.findIndex((wallet) => wallet.id === recentWalletId(connector))
}
