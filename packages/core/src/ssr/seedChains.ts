import type { ChainNamespace } from '../namespaces'
import type { CaipNetwork } from '../types/network'
import type { PorticoInitialState } from './initialState'

export type ChainsSeed = {
  activeNamespace?: ChainNamespace
  namespaces: Partial<Record<ChainNamespace, { network: CaipNetwork; connectorId: string; address: string }>>
}

/**
 * The chains store's first state from an initial state: each account on one of the host's networks, as
 * 'reconnecting' — the server renders it, and the browser's restore confirms it or clears it.
 */
export function seedChains(
  initialState: PorticoInitialState | undefined,
  networks: readonly CaipNetwork[],
): ChainsSeed | undefined {
  if (!initialState) return undefined
  const namespaces: ChainsSeed['namespaces'] = {}
  for (const [namespace, account] of Object.entries(initialState.accounts) as [
    ChainNamespace,
    NonNullable<PorticoInitialState['accounts'][ChainNamespace]>,
  ][]) {
    const ofNamespace = networks.filter((network) => network.chainNamespace === namespace)
    const network =
      ofNamespace.find((candidate) => candidate.caipNetworkId === account.caipNetworkId) ?? ofNamespace[0]
    if (network)
      namespaces[namespace] = { network, connectorId: account.connectorId, address: account.address }
  }
  const active = initialState.activeNamespace
  return { ...(active && namespaces[active] ? { activeNamespace: active } : {}), namespaces }
}
