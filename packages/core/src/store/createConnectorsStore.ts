import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../namespaces'
import type { Connector } from '../types/connector'

export type ConnectorsState = {
  /** Every connector the adapters reported, by namespace. */
  byNamespace: Partial<Record<ChainNamespace, Connector[]>>
  setConnectors: (namespace: ChainNamespace, connectors: Connector[]) => void
}

export function createConnectorsStore() {
  return createStore<ConnectorsState>()((set) => ({
    byNamespace: {},
    setConnectors: (namespace, connectors) =>
      set((state) => ({ byNamespace: { ...state.byNamespace, [namespace]: connectors } })),
  }))
}

/** All connectors in namespace order; selectors derive views of this, stores keep no copies. */
export function selectAllConnectors(state: ConnectorsState): Connector[] {
  return Object.values(state.byNamespace).flat()
}

export function findConnector(state: ConnectorsState, namespace: ChainNamespace, connectorId: string) {
  return state.byNamespace[namespace]?.find((connector) => connector.id === connectorId)
}

export type ConnectorsStore = ReturnType<typeof createConnectorsStore>
