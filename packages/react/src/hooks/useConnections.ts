import {
  CHAIN_NAMESPACES,
  type ChainNamespace,
  type Connection,
  type DisconnectConnectionParameters,
  type SelectAccountParameters,
  type SwitchConnectionParameters,
} from '@portico/core'
import { useMemo } from 'react'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

export type UseConnectionsParameters = { namespace?: ChainNamespace }

/** One wallet's connection on a namespace, and whether it is the namespace's active one. */
export type ConnectionItem = Connection & { namespace: ChainNamespace; isActive: boolean }

export type UseConnectionsReturnType = {
  /** Every wallet connected, on `namespace` or on every namespace, the active one of each first. */
  connections: ConnectionItem[]
  /** SPEC §4: with it off, switching or removing one wallet of several shows an info alert instead. */
  isMultiWalletEnabled: boolean
  /** Makes another connected wallet the namespace's active one (multiWallet); `useAccount` follows. */
  switchConnection: (parameters: SwitchConnectionParameters) => void
  /** Picks the active account of a wallet that selects none itself (Polkadot); `useAccount` follows. */
  selectAccount: (parameters: SelectAccountParameters) => void
  /** Ends one wallet's connection; the namespace's next wallet becomes active. */
  disconnect: (parameters: DisconnectConnectionParameters) => Promise<void>
}

/** The wallets connected per namespace (ProfileWallets, SPEC §2) and the actions that choose among them. */
export function useConnections({ namespace }: UseConnectionsParameters = {}): UseConnectionsReturnType {
  const client = usePorticoClient()
  const namespaces = useStoreSelector(client.stores.chains, (chains) => chains.namespaces)
  const isMultiWalletEnabled = useStoreSelector(client.stores.features, (state) => state.features.multiWallet)
  const connections = useMemo(
    () =>
      (namespace ? [namespace] : CHAIN_NAMESPACES).flatMap((target) =>
        namespaces[target].connections.map((connection) => ({
          ...connection,
          namespace: target,
          isActive: connection.connectorId === namespaces[target].connectorId,
        })),
      ),
    [namespaces, namespace],
  )
  return {
    connections,
    isMultiWalletEnabled,
    switchConnection: (parameters) => client.switchConnection(parameters),
    selectAccount: (parameters) => client.selectAccount(parameters),
    disconnect: (parameters) => client.disconnect(parameters),
  }
}
