import { base58 } from '@scure/base'
import type { AdapterConnection, AdapterEvents } from '../adapter/ChainAdapter'
import { ACCOUNT_NOT_FOUND_FOR_CONNECTOR, CONNECTOR_NOT_CONNECTED } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import type { WalletConnectNamespace } from './buildWalletConnectNamespaces'
import type { WalletConnectConnector } from './createWalletConnectConnector'
import type { WalletConnectSession } from './types'

function toAdapterConnection(
  connector: WalletConnectConnector,
  session: WalletConnectSession,
  namespace: WalletConnectNamespace,
): AdapterConnection | undefined {
  const served = session.namespaces[namespace]
  if (!served || served.accounts.length === 0) return undefined
  return { connectorId: connector.id, accounts: served.accounts, chainId: served.chainId }
}

function toHex(bytes: Uint8Array): string {
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
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
    /** ChainAdapter.signMessage on the session's chain for this namespace: personal_sign or solana_signMessage. */
    async signMessage({ address, message }: { address: string; message: string }): Promise<string> {
      const served = connector.getSession()?.namespaces[namespace]
      if (!served) throw new PorticoError(CONNECTOR_NOT_CONNECTED)
      const chainId = `${namespace}:${served.chainId}`
      const bytes = new TextEncoder().encode(message)
      switch (namespace) {
        case 'eip155':
          return connector.request<string>({
            chainId,
            method: 'personal_sign',
            params: [toHex(bytes), address],
          })
        case 'solana': {
          const params = { message: base58.encode(bytes), pubkey: address }
          const { signature } = await connector.request<{ signature: string }>({
            chainId,
            method: 'solana_signMessage',
            params,
          })
          return signature
        }
      }
    },
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
