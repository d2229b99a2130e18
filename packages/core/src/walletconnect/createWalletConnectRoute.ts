import type { AdapterConnection, AdapterEvents } from '../adapter/ChainAdapter'
import { ACCOUNT_NOT_FOUND_FOR_CONNECTOR } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import type { WalletConnectConnector } from './createWalletConnectConnector'
import type { WalletConnectSession } from './types'
import type { WalletConnectNamespace } from './walletConnectNamespaces'

function toAdapterConnection(
  connector: WalletConnectConnector,
  session: WalletConnectSession,
  namespace: WalletConnectNamespace,
): AdapterConnection | undefined {
  const served = session.namespaces[namespace]
  if (!served || served.accounts.length === 0) return undefined
  return { connectorId: connector.id, accounts: served.accounts, chainId: served.chainId }
}

/**
 * What a namespace's ChainAdapter does with the WALLET_CONNECT connector: it hands connect,
 * reconnect, disconnect and signing to the one shared connector (ARCHITECTURE.md "Adapters"), and
 * passes the wallet's disconnect on to the client, which then disconnects every namespace (SPEC §4).
 */
export function createWalletConnectRoute(
  connector: WalletConnectConnector,
  namespace: WalletConnectNamespace,
) {
  return {
    handles: (connectorId: string) => connectorId === connector.id,
    async connect(): Promise<AdapterConnection> {
      const connection = toAdapterConnection(connector, await connector.connect(), namespace)
      if (!connection) throw new PorticoError(ACCOUNT_NOT_FOUND_FOR_CONNECTOR, { details: namespace })
      return connection
    },
    /** SPEC §4: the stored session comes back without a new pairing; undefined when the wallet ended it. */
    async reconnect(): Promise<AdapterConnection | undefined> {
      const session = connector.getSession() ?? (await connector.restore())
      return session ? toAdapterConnection(connector, session, namespace) : undefined
    },
    disconnect: () => connector.disconnect(),
    /** ChainAdapter.signMessage on the session's chain for this namespace (the session chunk shapes it). */
    signMessage: (parameters: { address: string; message: string }): Promise<string> =>
      connector.signMessage(namespace, parameters),
    /** Forwards a disconnect the wallet made; one this app made is already being handled by the client. */
    watch(events: Pick<AdapterEvents, 'disconnected'>): () => void {
      return connector.onDisconnect(({ initiator, namespaces }) => {
        if (initiator === 'wallet' && namespaces.includes(namespace))
          events.disconnected({ connectorId: connector.id })
      })
    },
  }
}

export type WalletConnectRoute = ReturnType<typeof createWalletConnectRoute>
