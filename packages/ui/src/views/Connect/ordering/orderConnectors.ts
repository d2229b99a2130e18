import type { Connector, RecentWallet } from '@portico/core'
import { connectorTypeRank, isInstalledType } from './connectorTypeRank'
import { recentIndex } from './isRecentConnector'

export type ConnectEntry = { connector: Connector; recent: boolean; installed: boolean }

/**
 * The Connect view's order: recent wallets first, newest first (SPEC §3, §9 "recent"), then
 * installed wallets (announced, injected, multi-chain), then the rest; ties keep the adapters'
 * order. Pure, so core can take this rule over (SPEC §9 connector type order) by swapping one call.
 */
export function orderConnectors(connectors: Connector[], recentWallets: RecentWallet[]): ConnectEntry[] {
  return connectors
    .map((connector, position) => ({ connector, position, recentAt: recentIndex(connector, recentWallets) }))
    .sort((a, b) => {
      const aRecent = a.recentAt >= 0
      const bRecent = b.recentAt >= 0
      if (aRecent !== bRecent) return aRecent ? -1 : 1
      if (aRecent && bRecent) return a.recentAt - b.recentAt
      const byType = connectorTypeRank(a.connector.type) - connectorTypeRank(b.connector.type)
      return byType !== 0 ? byType : a.position - b.position
    })
    .map(({ connector, recentAt }) => ({
      connector,
      recent: recentAt >= 0,
      installed: isInstalledType(connector.type),
    }))
}
