import { CONNECTOR_TYPE_ORDER, type ConnectorGroup } from '../constants'
import type { Connector } from '../types/connector'

export type SortConnectorsByTypeOrderOptions = {
  /** A host's preferred group order; groups it leaves out follow in SPEC §9's default order. */
  order?: readonly ConnectorGroup[]
  /** Recent wallet ids, most recent first (matched against a connector's id or catalogue id). */
  recentIds?: readonly string[]
  /** The host's featuredWalletIds, in the order it gave them. */
  featuredIds?: readonly string[]
  /** Ids of the host's customWallets. */
  customIds?: readonly string[]
}

/** SPEC §9: a host's order first, then every group it did not name, in the default order. */
export function resolveConnectorTypeOrder(
  order: readonly ConnectorGroup[] = CONNECTOR_TYPE_ORDER,
): ConnectorGroup[] {
  return [...new Set([...order, ...CONNECTOR_TYPE_ORDER])]
}

function indexIn(ids: readonly string[], connector: Connector): number {
  const index = ids.findIndex((id) => id === connector.id || id === connector.explorerId)
  return index === -1 ? Number.POSITIVE_INFINITY : index
}

/** The Connect view group a connector shows in; undefined for the embedded wallet, which is not a wallet row. */
export function getConnectorGroup(
  connector: Connector,
  { recentIds = [], featuredIds = [], customIds = [] }: SortConnectorsByTypeOrderOptions = {},
): ConnectorGroup | undefined {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (connector.type === 'AUTH') return undefined
  if (indexIn(recentIds, connector) !== Number.POSITIVE_INFINITY) return 'recent'
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' || connector.type === 'MULTI_CHAIN')
    return 'injected'
  if (indexIn(featuredIds, connector) !== Number.POSITIVE_INFINITY) return 'featured'
  if (indexIn(customIds, connector) !== Number.POSITIVE_INFINITY) return 'custom'
  return 'external'
}

/**
 * SPEC §9's connector type order: walletConnect, recent, injected, featured, custom, external,
 * recommended. Recent and featured keep the order of their id lists; others keep the order given.
 * Connectors of no group (the embedded wallet) come last.
 */
export function sortConnectorsByTypeOrder<C extends Connector>(
  connectors: readonly C[],
  options: SortConnectorsByTypeOrderOptions = {},
): C[] {
  const groups = resolveConnectorTypeOrder(options.order)
  const rank = (connector: C) => {
    const group = getConnectorGroup(connector, options)
    return group === undefined ? groups.length : groups.indexOf(group)
  }
  const withinGroup = (connector: C, group: number) => {
    if (groups[group] === 'recent') return indexIn(options.recentIds ?? [], connector)
    if (groups[group] === 'featured') return indexIn(options.featuredIds ?? [], connector)
    return 0
  }
  return connectors
    .map((connector) => ({ connector, group: rank(connector) }))
    .sort(
      (a, b) => a.group - b.group || withinGroup(a.connector, a.group) - withinGroup(b.connector, b.group),
    )
    .map(({ connector }) => connector)
}
