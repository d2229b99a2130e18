import type { ChainNamespace, Connector } from '@portico/core'

/**
 * The connector a ConnectingExternal view was opened for: core's router data carries only its id,
 * so the active namespace's connector wins over one of the same id elsewhere.
 */
export function findConnectTarget(
  byNamespace: Partial<Record<ChainNamespace, Connector[]>>,
  connectorId: string | undefined,
  activeNamespace: ChainNamespace | undefined,
): Connector | undefined {
  if (!connectorId) return undefined
  const inActive = activeNamespace
    ? byNamespace[activeNamespace]?.find((connector) => connector.id === connectorId)
    : undefined
  return (
    inActive ??
    Object.values(byNamespace)
      .flat()
      .find((connector) => connector.id === connectorId)
  )
}
