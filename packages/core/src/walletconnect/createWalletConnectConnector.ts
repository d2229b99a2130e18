import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from '../constants'
import type { Connector } from '../types/connector'
import type {
  WalletConnectAccountsChange,
  WalletConnectConnectorOptions,
  WalletConnectDisconnect,
  WalletConnectMessage,
  WalletConnectRequest,
  WalletConnectSession,
} from './types'
import { type WalletConnectNamespace, walletConnectNamespacesOf } from './walletConnectNamespaces'
import type { WalletConnectSessionInstance } from './walletConnectSession'

/** ARCHITECTURE.md "Adapters": one WalletConnect connector, shared by every namespace it serves. */
export type WalletConnectConnector = {
  readonly id: typeof WALLET_CONNECT_CONNECTOR_ID
  readonly type: 'WALLET_CONNECT'
  /** The namespaces proposed to wallets (those of the configured networks). */
  readonly namespaces: readonly WalletConnectNamespace[]
  /** SPEC §3: the connector as listed in each namespace it serves. */
  readonly connectors: readonly Connector[]
  /**
   * Offers a pairing (through onPairing) and resolves once a wallet approves the session. Called
   * again while an offer is open, it makes a new one and the older call fails with PairingReplacedError.
   */
  connect(): Promise<WalletConnectSession>
  /** Ends the open offer, if any: its connect() fails with PairingCancelledError ('Modal closed'). */
  cancel(): void
  /** The session kept in storage from an earlier visit, with no new pairing; undefined when none. */
  restore(): Promise<WalletConnectSession | undefined>
  /** Ends the session for every namespace (SPEC §4); nothing happens when there is none. */
  disconnect(): Promise<void>
  /** A JSON-RPC request through the session: wallet methods go to the wallet, reads to the chain's RPC. */
  request<T = unknown>(request: WalletConnectRequest): Promise<T>
  /** The namespace's own message-signing method on the session's chain; the signature as the adapter gives it. */
  signMessage(namespace: WalletConnectNamespace, message: WalletConnectMessage): Promise<string>
  getSession(): WalletConnectSession | undefined
  /** SPEC §4: called when the session ends, from either side, with every namespace it served. */
  onDisconnect(listener: (event: WalletConnectDisconnect) => void): () => void
  /** SPEC §4's account sync: called when the wallet's accounts in a namespace change (bip122_addressesChanged). */
  onAccountsChanged(listener: (change: WalletConnectAccountsChange) => void): () => void
  /** Closes the relay socket and timers (a page unload, or the end of a test). */
  close(): Promise<void>
}

export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const served = walletConnectNamespacesOf(options.networks)
  const listeners = new Set<(event: WalletConnectDisconnect) => void>()
  const accountListeners = new Set<(change: WalletConnectAccountsChange) => void>()
  let loaded: WalletConnectSessionInstance | undefined
  let loading: Promise<WalletConnectSessionInstance> | undefined
  // The session code loads with the first call that needs it; its chunk, not core's first, carries it.
  const session = () => {
    loading ??= import('./walletConnectSession').then(({ createWalletConnectSession }) => {
      loaded = createWalletConnectSession({
        options,
        served,
        emit: (event) => {
          for (const listener of listeners) listener(event)
        },
        emitAccounts: (change) => {
          for (const listener of accountListeners) listener(change)
        },
      })
      return loaded
    })
    return loading
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    namespaces: served,
    connectors: served.map((chain) => ({
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: WALLET_CONNECT_NAME,
      type: 'WALLET_CONNECT',
      chain,
      chains: served,
    })),
    connect: async () => (await session()).connect(),
    cancel: () => loaded?.cancel(),
    restore: async () => (await session()).restore(),
    // Nothing loaded means nothing connected: no session to end.
    disconnect: async () => loaded?.disconnect(),
    request: async <T>(request: WalletConnectRequest) => (await session()).request<T>(request),
    signMessage: async (namespace, message) => (await session()).signMessage(namespace, message),
    getSession: () => loaded?.getSession(),
    onDisconnect(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onAccountsChanged(listener) {
      accountListeners.add(listener)
      return () => accountListeners.delete(listener)
    },
    close: async () => loaded?.close(),
  }
}
