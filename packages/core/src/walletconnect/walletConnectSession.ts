import type { NamespaceConfig } from '@walletconnect/universal-provider'
import { RELAY_CONNECT_TIMEOUT_MS } from '../constants'
import { CHAIN_NOT_CONFIGURED, CONNECTOR_NOT_CONNECTED, FAILED_TO_CONNECT } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { buildWalletConnectNamespaces } from './buildWalletConnectNamespaces'
import { createPairing } from './createPairing'
import {
  changeBitcoinAddresses,
  describeSessionAccounts,
  forgetSessionAccounts,
} from './describeSessionAccounts'
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
import { sessionPeer } from './sessionPeer'
import { signSessionMessage } from './signSessionMessage'
import type {
  WalletConnectAccountsChange,
  WalletConnectConnectorOptions,
  WalletConnectDisconnect,
  WalletConnectMessage,
  WalletConnectRequest,
  WalletConnectSession,
} from './types'
import type { WalletConnectNamespace } from './walletConnectNamespaces'

// Methods universal-provider answers itself from the session (accounts, chain, switching, capabilities).
const PROVIDER_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId'])

function isProviderMethod(method: string): boolean {
  return PROVIDER_METHODS.has(method) || method.startsWith('wallet_')
}

type SettledSession = {
  topic: string
  namespaces: SessionNamespacesLike
  peer?: { metadata?: { name?: unknown; icons?: unknown } }
}

function toSession(settled: SettledSession): WalletConnectSession {
  const session: WalletConnectSession = {
    topic: settled.topic,
    namespaces: parseSessionAccounts(settled.namespaces),
  }
  const peer = sessionPeer(settled.peer?.metadata)
  if (peer) session.peer = peer
  return session
}

function namespacesOf(session: WalletConnectSession): WalletConnectNamespace[] {
  return Object.keys(session.namespaces) as WalletConnectNamespace[]
}

/** Verify attests the page's origin on an outside server, which the local stack has no counterpart of. */
function skipVerify(provider: UniversalProviderInstance): void {
  provider.client.core.verify.register = async () => undefined
}

export type WalletConnectSessionParameters = {
  options: WalletConnectConnectorOptions
  /** The namespaces proposed to wallets (those of the configured networks). */
  served: readonly WalletConnectNamespace[]
  /** Tells the connector's listeners that a session ended. */
  emit: (event: WalletConnectDisconnect) => void
  /** Tells the connector's listeners that the wallet's accounts in a namespace changed. */
  emitAccounts: (change: WalletConnectAccountsChange) => void
}

/**
 * What the WalletConnect connector does once a visitor uses it: the universal provider, pairing offers,
 * the session and its requests. Loaded on first use (core's first chunk carries only the
 * connector's listing), like the provider itself.
 */
export function createWalletConnectSession({
  options,
  served,
  emit,
  emitAccounts,
}: WalletConnectSessionParameters) {
  const now = options.now ?? Date.now
  const proposal = buildWalletConnectNamespaces(options.networks)
  let providerLoading: Promise<UniversalProviderInstance> | undefined
  let session: WalletConnectSession | undefined

  function reportDisconnect(ended: WalletConnectSession, initiator: WalletConnectDisconnect['initiator']) {
    if (session?.topic === ended.topic) session = undefined
    emit({ topic: ended.topic, namespaces: namespacesOf(ended), initiator })
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
      void forgetSessionAccounts(provider, topic)
      if (session?.topic === topic) reportDisconnect(session, 'wallet')
    })
    // SPEC §4's account sync: a Bitcoin wallet's new addresses (universal-provider passes on the current session's).
    provider.on('bip122_addressesChanged', async (addresses: unknown) => {
      const current = session
      const changed = current && (await changeBitcoinAddresses(provider, current, addresses))
      if (!changed?.namespaces.bip122 || session?.topic !== changed.topic) return
      session = changed
      emitAccounts({ namespace: 'bip122', accounts: changed.namespaces.bip122.accounts })
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
      session = await describeSessionAccounts(provider, toSession(settled), true)
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
    // A restore asks the wallet nothing: the page must not wait on a phone that may be away.
    session = provider.session
      ? await describeSessionAccounts(provider, toSession(provider.session), false)
      : undefined
    return session
  }

  async function disconnect(): Promise<void> {
    if (!providerLoading || !session) return
    const provider = await providerLoading
    const ended = session
    if (provider.session?.topic === ended.topic) await provider.disconnect()
    await forgetSessionAccounts(provider, ended.topic)
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

  /** The namespace's message signing on the session's chain, as the session account (Bitcoin's payment one). */
  async function signMessage(namespace: WalletConnectNamespace, message: WalletConnectMessage) {
    const served = session?.namespaces[namespace]
    const [account] = served?.accounts ?? []
    if (!served || !account) throw new PorticoError(CONNECTOR_NOT_CONNECTED)
    return signSessionMessage(request, namespace, `${namespace}:${served.chainId}`, account.address, message)
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
    connect,
    cancel: () => offer?.replace(new PairingCancelledError()),
    restore,
    disconnect,
    request,
    signMessage,
    getSession: () => session,
    close,
  }
}

export type WalletConnectSessionInstance = ReturnType<typeof createWalletConnectSession>
