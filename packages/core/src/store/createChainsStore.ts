import { createStore } from 'zustand/vanilla'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../namespaces'
import type { ChainsSeed } from '../ssr/seedChains'
import type { AccountState } from '../types/account'
import type { Connection } from '../types/connection'
import type { CaipNetwork } from '../types/network'
import type { PreferredAccountType } from '../types/preferredAccountType'

/** Everything the client knows of one namespace (ARCHITECTURE.md: per-namespace state is a map). */
export type NamespaceState = {
  network: CaipNetwork | undefined
  account: AccountState
  /** The connector of the active connection. */
  connectorId: string | undefined
  /** Every wallet connected on this namespace; more than one only with multiWallet (SPEC §4). */
  connections: Connection[]
}

export type ChainsState = {
  activeNamespace: ChainNamespace | undefined
  namespaces: Record<ChainNamespace, NamespaceState>
  setActiveNamespace: (namespace: ChainNamespace | undefined) => void
  setNetwork: (namespace: ChainNamespace, network: CaipNetwork | undefined) => void
  patchAccount: (namespace: ChainNamespace, patch: Partial<AccountState>) => void
  /** SPEC §4: clears address, balance, profile, tokens and social data but keeps the preferred account type. */
  resetAccount: (namespace: ChainNamespace) => void
  setConnectorId: (namespace: ChainNamespace, connectorId: string | undefined) => void
  setConnections: (namespace: ChainNamespace, connections: Connection[]) => void
}

function emptyAccount(preferredAccountType?: PreferredAccountType): AccountState {
  return { status: 'disconnected', ...(preferredAccountType ? { preferredAccountType } : {}) }
}

/** `seed` (a returning visitor's accounts, see ssr/seedChains) is part of the initial state the server renders. */
export function createChainsStore(
  defaultAccountTypes: Partial<Record<ChainNamespace, PreferredAccountType>>,
  seed?: ChainsSeed,
) {
  const namespaces = {} as Record<ChainNamespace, NamespaceState>
  for (const namespace of CHAIN_NAMESPACES) {
    const account = emptyAccount(defaultAccountTypes[namespace])
    const seeded = seed?.namespaces[namespace]
    namespaces[namespace] = seeded
      ? {
          network: seeded.network,
          account: {
            ...account,
            status: 'reconnecting',
            address: seeded.address,
            caipAddress: `${seeded.network.caipNetworkId}:${seeded.address}`,
          },
          connectorId: seeded.connectorId,
          connections: [],
        }
      : { network: undefined, account, connectorId: undefined, connections: [] }
  }

  return createStore<ChainsState>()((set) => {
    const update = (namespace: ChainNamespace, patch: (current: NamespaceState) => Partial<NamespaceState>) =>
      set((state) => ({
        namespaces: {
          ...state.namespaces,
          [namespace]: { ...state.namespaces[namespace], ...patch(state.namespaces[namespace]) },
        },
      }))
    return {
      activeNamespace: seed?.activeNamespace,
      namespaces,
      setActiveNamespace: (activeNamespace) => set({ activeNamespace }),
      setNetwork: (namespace, network) => update(namespace, () => ({ network })),
      patchAccount: (namespace, patch) =>
        update(namespace, (current) => ({ account: { ...current.account, ...patch } })),
      resetAccount: (namespace) =>
        update(namespace, (current) => ({ account: emptyAccount(current.account.preferredAccountType) })),
      setConnectorId: (namespace, connectorId) => update(namespace, () => ({ connectorId })),
      setConnections: (namespace, connections) => update(namespace, () => ({ connections })),
    }
  })
}

export type ChainsStore = ReturnType<typeof createChainsStore>
