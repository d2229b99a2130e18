import type { NamespaceConfig } from '@walletconnect/universal-provider'
import { RELAY_CONNECT_TIMEOUT_MS, WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from '../constants'
import { CHAIN_NOT_CONFIGURED, CONNECTOR_NOT_CONNECTED, FAILED_TO_CONNECT } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import type { Connector } from '../types/connector'
import { buildWalletConnectNamespaces, type WalletConnectNamespace } from './buildWalletConnectNamespaces'
import { createPairing } from './createPairing'
import {
  ConnectionRejectedError,
  isWalletConnectRejection,
  PairingCancelledError,
  PairingReplacedError,
  RelayUnreachableError,
} from './errors'
import { loadUniversalProvider, type UniversalProviderInstance } from './loadUniversalProvider'
import { parseSessionAccounts, type SessionNamespacesLike } from './parseSessionAccounts'
import { sendRpcRead } from './sendRpcRead'
import type {
  WalletConnectConnectorOptions,
  WalletConnectDisconnect,
  WalletConnectRequest,
  WalletConnectSession,
} from './types'

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
  getSession(): WalletConnectSession | undefined
  /** SPEC §4: called when the session ends, from either side, with every namespace it served. */
  onDisconnect(listener: (event: WalletConnectDisconnect) => void): () => void
  /** Closes the relay socket and timers (a page unload, or the end of a test). */
  close(): Promise<void>
}

// Methods universal-provider answers itself from the session (accounts, chain, switching, capabilities).
const PROVIDER_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId'])

function isProviderMethod(method: string): boolean {
  return PROVIDER_METHODS.has(method) || method.startsWith('wallet_')
}

type SettledSession = { topic: string; namespaces: SessionNamespacesLike }

function toSession(settled: SettledSession): WalletConnectSession {
  return { topic: settled.topic, namespaces: parseSessionAccounts(settled.namespaces) }
}

function namespacesOf(session: WalletConnectSession): WalletConnectNamespace[] {
  return Object.keys(session.namespaces) as WalletConnectNamespace[]
}

/** Verify attests the page's origin on an outside server, which the local stack has no counterpart of. */
function skipVerify(provider: UniversalProviderInstance): void {
  provider.client.core.verify.register = async () => undefined
}

export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const proposal = buildWalletConnectNamespaces(options.networks)
  const served = Object.keys(proposal) as WalletConnectNamespace[]
  const now = options.now ?? Date.now
  const listeners = new Set<(event: WalletConnectDisconnect) => void>()
  let providerLoading: Promise<UniversalProviderInstance> | undefined
  let session: WalletConnectSession | undefined

  function reportDisconnect(ended: WalletConnectSession, initiator: WalletConnectDisconnect['initiator']) {
    if (session?.topic === ended.topic) session = undefined
    const event = { topic: ended.topic, namespaces: namespacesOf(ended), initiator }
    for (const listener of listeners) listener(event)
  }

  async function initProvider(): Promise<UniversalProviderInstance> {
    const UniversalProvider = await loadUniversalProvider()
    const provider = await UniversalProvider.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      telemetryEnabled: false,
      logger: 'error',
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.customStoragePrefix ? { customStoragePrefix: options.customStoragePrefix } : {}),
    })
    if (options.isLocalStack) skipVerify(provider)
    // SPEC §8: relay errors go to the host's error sink (createWalletConnectAlerts turns them into alerts).
    provider.client.core.relayer.on('relayer_error', (error: unknown) => options.onError?.(error))
    // SPEC §4: the wallet (or the relay, on expiry) ended the session: every namespace disconnects.
    provider.on('session_delete', ({ topic }: { topic: string }) => {
      if (session?.topic === topic) reportDisconnect(session, 'wallet')
    })
    return provider
  }

  function getProvider(): Promise<UniversalProviderInstance> {
    providerLoading ??= initProvider().catch((error: unknown) => {
      providerLoading = undefined
      throw error
    })
    return providerLoading
  }

  /** The connect attempt whose URI is on offer; a newer one replaces it (SPEC §4's renewal). */
  let offer: { replace: (error: Error) => void } | undefined

  /** Rejects when no pairing link has come by `RELAY_CONNECT_TIMEOUT_MS`; `cancel` stops the clock. */
  function relayDeadline(): { expired: Promise<never>; cancel: () => void } {
    let timer: ReturnType<typeof setTimeout> | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RelayUnreachableError()),
        options.relayTimeoutMs ?? RELAY_CONNECT_TIMEOUT_MS,
      )
    })
    expired.catch(() => undefined)
    return { expired, cancel: () => clearTimeout(timer) }
  }

  async function connect(): Promise<WalletConnectSession> {
    if (served.length === 0) throw new PorticoError(CHAIN_NOT_CONFIGURED)
    // The relay must answer with a pairing link in time; a provider stuck on a dead socket is dropped so
    // the next attempt opens a fresh one.
    const deadline = relayDeadline()
    const provider = await Promise.race([getProvider(), deadline.expired]).catch((error: unknown) => {
      if (error instanceof RelayUnreachableError) void close()
      throw error
    })
    if (session && provider.session?.topic === session.topic) return session
    offer?.replace(new PairingReplacedError())
    let replace: (error: Error) => void = () => undefined
    const replaced = new Promise<never>((_, reject) => {
      replace = reject
    })
    const attempt = { replace }
    offer = attempt
    // SPEC §4: each URI is published with its 4-minute expiry; only the newest offer speaks.
    const onUri = (uri: string) => {
      deadline.cancel()
      if (offer === attempt) options.onPairing?.(createPairing(uri, now()))
    }
    provider.on('display_uri', onUri)
    try {
      const settled = await Promise.race([
        provider.connect({ optionalNamespaces: proposal as NamespaceConfig }),
        replaced,
        deadline.expired,
      ])
      if (!settled) throw new PorticoError(FAILED_TO_CONNECT)
      session = toSession(settled)
      return session
    } catch (error) {
      // SPEC §8: a refused proposal is 'Connection rejected'.
      if (isWalletConnectRejection(error)) throw new ConnectionRejectedError({ cause: error })
      if (error instanceof RelayUnreachableError) void close()
      else if (!(error instanceof PairingReplacedError || error instanceof PairingCancelledError))
        options.onError?.(error)
      throw error
    } finally {
      deadline.cancel()
      provider.off('display_uri', onUri)
      if (offer === attempt) {
        offer = undefined
        options.onPairing?.(undefined)
      }
    }
  }

  async function restore(): Promise<WalletConnectSession | undefined> {
    const provider = await getProvider()
    session = provider.session ? toSession(provider.session) : undefined
    return session
  }

  async function disconnect(): Promise<void> {
    if (!providerLoading || !session) return
    const provider = await providerLoading
    const ended = session
    if (provider.session?.topic === ended.topic) await provider.disconnect()
    reportDisconnect(ended, 'dapp')
  }

  async function request<T>({ chainId, method, params }: WalletConnectRequest): Promise<T> {
    const provider = await getProvider()
    if (!session || !provider.session) throw new PorticoError(CONNECTOR_NOT_CONNECTED)
    const [namespace = '', reference = ''] = chainId.split(':')
    const rpcUrl = proposal[namespace as WalletConnectNamespace]?.rpcMap[reference]
    const walletMethods = provider.session.namespaces[namespace]?.methods ?? []
    // universal-provider sends reads to its default chain's RPC whatever chain is asked, so reads go
    // straight to the asked chain's RPC; wallet methods and the provider's own go through the session.
    if (rpcUrl && !walletMethods.includes(method) && !isProviderMethod(method)) {
      return sendRpcRead<T>(rpcUrl, method, params)
    }
    return provider.request<T>({ method, params }, chainId)
  }

  async function close(): Promise<void> {
    const loading = providerLoading
    providerLoading = undefined
    session = undefined
    const provider = await loading?.catch(() => undefined)
    if (!provider) return
    provider.client.core.heartbeat.stop()
    await provider.client.core.relayer.transportClose().catch(() => undefined)
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
    connect,
    cancel: () => offer?.replace(new PairingCancelledError()),
    restore,
    disconnect,
    request,
    getSession: () => session,
    onDisconnect(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close,
  }
}
