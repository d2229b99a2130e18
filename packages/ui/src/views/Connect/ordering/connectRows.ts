import {
  type Connector,
  type ConnectorGroup,
  filterExcludedWallets,
  getConnectorGroup,
  isBrowserWalletHidden,
  resolveConnectorTypeOrder,
  sortConnectorsByTypeOrder,
  type WalletCatalogueEntry,
} from '@portico/core'

export type ConnectRow =
  | { kind: 'connector'; connector: Connector; group: ConnectorGroup }
  | { kind: 'wallet'; wallet: WalletCatalogueEntry; group: ConnectorGroup }

export type ConnectRowsParameters = {
  connectors: readonly Connector[]
  featured: readonly WalletCatalogueEntry[]
  customWallets: readonly WalletCatalogueEntry[]
  recommended: readonly WalletCatalogueEntry[]
  /** Recent wallet ids, newest first. */
  recentIds: readonly string[]
  featuredIds: readonly string[]
  excluded: readonly string[]
  isMobile: boolean
}

/**
 * The Connect view's rows: connectors less excluded ones and the hidden Browser Wallet (SPEC §5),
 * then catalogue wallets, all in SPEC §9's connector type order (core's rules, one way to do it).
 */
export function connectRows({
  connectors,
  featured,
  customWallets,
  recommended,
  recentIds,
  featuredIds,
  excluded,
  isMobile,
}: ConnectRowsParameters): ConnectRow[] {
  const groupOptions = { recentIds, featuredIds, customIds: customWallets.map((wallet) => wallet.id) }
  const visible = filterExcludedWallets(connectors, excluded).filter(
    (connector) => !isBrowserWalletHidden(connector, { isMobile }),
  )
  const listed = new Set(visible.flatMap((connector) => [connector.explorerId, connector.info?.rdns]))
  const notListed = (wallets: readonly WalletCatalogueEntry[]) =>
    wallets.filter((wallet) => !listed.has(wallet.id) && !(wallet.rdns && listed.has(wallet.rdns)))
  const rows: ConnectRow[] = [
    ...sortConnectorsByTypeOrder(visible, groupOptions).flatMap((connector) => {
      const group = getConnectorGroup(connector, groupOptions)
      return group ? [{ kind: 'connector' as const, connector, group }] : []
    }),
    ...notListed(featured).map((wallet) => ({ kind: 'wallet' as const, wallet, group: 'featured' as const })),
    ...notListed(customWallets).map((wallet) => ({
      kind: 'wallet' as const,
      wallet,
      group: 'custom' as const,
    })),
    ...notListed(recommended).map((wallet) => ({
      kind: 'wallet' as const,
      wallet,
      group: 'recommended' as const,
    })),
  ]
  const order = resolveConnectorTypeOrder()
  // Array.prototype.sort is stable: within a group, core's order (and the catalogue's) is kept.
  return rows.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group))
}
