import { createStore } from 'zustand/vanilla'
import type { AdapterCapabilities } from '../adapter/ChainAdapter'
import type { ThemeMode } from '../constants'
import type { EmbeddedWallet } from '../embeddedWallet/EmbeddedWallet'
import { NO_AUTH_CONNECTOR_FOUND } from '../errors/messages'
import type { ChainNamespace } from '../namespaces'
import type { EstimateSendFeeParameters } from '../send/estimateSendFee'
import type { PorticoEvent } from '../store/createEventsStore'
import type { AccountState } from '../types/account'
import type { CaipNetwork } from '../types/network'
import type { ThemeVariables } from '../types/ui'
import type { ConnectParameters } from './actions/connect'
import { connectActions } from './actions/connectActions'
import { type DisconnectParameters, disconnect } from './actions/disconnect'
import type { DisconnectConnectionParameters } from './actions/disconnectConnection'
import { disconnectConnectionActions } from './actions/disconnectConnectionActions'
import { closeModal, type OpenModalParameters, openModal } from './actions/modal'
import { readNfts } from './actions/readNfts'
import { refreshBalance } from './actions/refreshBalance'
import { refreshTokenBalances } from './actions/refreshTokenBalances'
import { type SelectAccountParameters, selectAccount } from './actions/selectAccount'
import { type SwitchConnectionParameters, switchConnection } from './actions/switchConnection'
import { switchNetwork } from './actions/switchNetwork'
import { trackEvents } from './actions/trackEvents'
import { CLIENT_CONTEXT } from './clientContext'
import type { PorticoContext } from './context'
import { createContext } from './createContext'
import type { PorticoOptions } from './options'
import { type PageLocation, prepareInitialState, runStartup } from './startup'

export type PorticoEnvironment = {
  now?: () => number
  /** The page the client runs in; read from globalThis.location when present (absent in Node). */
  location?: PageLocation
}

export type PorticoClient = ReturnType<typeof createPortico>

/**
 * One client with stores of its own (ARCHITECTURE.md: no module-level singletons). It returns at
 * once; `ready` resolves when SPEC §1's startup sequence has run and connect's code has loaded.
 */
export function createPortico(
  options: PorticoOptions,
  { now = Date.now, location = pageLocation() }: PorticoEnvironment = {},
) {
  const context = createContext(options, now)
  const { stores } = context
  prepareInitialState(context)
  trackEvents(context, location)

  const signInActions = { disconnect, closeModal, switchNetwork }
  const sendRefreshes = { refreshBalance, refreshTokenBalances }
  // connect's code loads right after the first chunk, never in it (bench budget); `ready` waits for it.
  let connectModule: typeof import('./actions/connect') | undefined
  const loadConnect = async () => {
    connectModule ??= await import('./actions/connect')
    return connectModule
  }
  const activeOr = (namespace?: ChainNamespace) => namespace ?? stores.chains.getState().activeNamespace
  // The embedded wallet's code loads at startup only when the host turned it on, never in the first chunk.
  const { embeddedWallet } = options
  let embedded: Promise<EmbeddedWallet> | undefined
  if (embeddedWallet)
    context.embeddedWallet = () =>
      (embedded ??= import('../embeddedWallet/createEmbeddedWallet').then(
        (loaded) => loaded.createEmbeddedWallet(context, embeddedWallet, { ...client, createStore }),
        // A chunk that failed to load is asked for again by the next call.
        (error: unknown) => {
          embedded = undefined
          throw error
        },
      ))
  const client = {
    options: context.options,
    stores,
    ready: Promise.resolve(),
    open: (parameters?: OpenModalParameters) => openModal(context, parameters),
    close: () => closeModal(context),
    /** SPEC §4's connect: once its code has loaded (by `ready`), it marks 'connecting' at once, as before. */
    connect: (parameters: ConnectParameters) =>
      connectModule
        ? connectModule.connect(context, parameters, connectActions)
        : loadConnect().then((loaded) => loaded.connect(context, parameters, connectActions)),
    /**
     * SPEC §4's disconnect; with a `connectorId`, only that wallet's connection on the namespace
     * (multiWallet), whose code loads on first use, never in the first chunk.
     */
    disconnect: async (parameters?: DisconnectParameters | DisconnectConnectionParameters) =>
      parameters && 'connectorId' in parameters
        ? (await import('./actions/disconnectConnection')).disconnectConnection(
            context,
            parameters,
            disconnectConnectionActions,
          )
        : disconnect(context, parameters),
    /** Makes another wallet connected on the namespace the active one (multiWallet, SPEC §4). */
    switchConnection: (parameters: SwitchConnectionParameters) => switchConnection(context, parameters),
    switchNetwork: (network: CaipNetwork) => switchNetwork(context, network),
    /** Picks the active one of the connected wallet's accounts, where the wallet selects none (Polkadot). */
    selectAccount: (parameters: SelectAccountParameters) => selectAccount(context, parameters),
    /** The sign-message view's Sign (SPEC §4): true when a session was added. */
    signIn: async () => (await import('./actions/signIn')).signIn(context, signInActions),
    /** The sign-message view's Cancel (SPEC §4). Both load on first use, never in the first chunk. */
    cancelSignIn: async () => (await import('./actions/signIn')).cancelSignIn(context, signInActions),
    /** The Send view's send (SPEC §4 send flow), from core's send store; loads on first use. */
    send: async () => (await import('../send/sendActions')).sendFromModal(context, sendRefreshes),
    /** The network fee of a send, in the native currency's smallest unit (SPEC §4: the preview shows it). */
    estimateSendFee: async (parameters: EstimateSendFeeParameters) =>
      (await import('../send/sendActions')).estimateSendFee(context, parameters),
    /** Reads the native balance now, past the 30 s cache but not past the failure lock (SPEC §5, §9). */
    refreshBalance: (namespace?: ChainNamespace) => refreshBalance(context, { namespace, force: true }),
    /** The NFTs the connected account holds, from the cloud; throws when the cloud fails. */
    readNfts: (namespace?: ChainNamespace) => readNfts(context, { namespace }),
    getActiveNamespace: () => stores.chains.getState().activeNamespace,
    getAccount: (namespace?: ChainNamespace): AccountState | undefined => {
      const target = activeOr(namespace)
      return target ? stores.chains.getState().namespaces[target].account : undefined
    },
    getNetwork: (namespace?: ChainNamespace): CaipNetwork | undefined => {
      const target = activeOr(namespace)
      return target ? stores.chains.getState().namespaces[target].network : undefined
    },
    getConnectors: (namespace: ChainNamespace) => stores.connectors.getState().byNamespace[namespace] ?? [],
    getFeatures: () => stores.features.getState().features,
    /** What the namespace's adapter can do (ChainAdapter's capabilities); undefined without an adapter. */
    getCapabilities: (namespace: ChainNamespace): AdapterCapabilities | undefined =>
      context.adapters[namespace]?.capabilities,
    /** The chain SDK's provider of the namespace's connected wallet (for useProvider). */
    getProvider: (namespace: ChainNamespace): unknown => {
      const { connectorId } = stores.chains.getState().namespaces[namespace]
      return connectorId ? context.adapters[namespace]?.getProvider?.(connectorId) : undefined
    },
    subscribeAccount: (listener: (account: AccountState | undefined) => void, namespace?: ChainNamespace) =>
      stores.chains.subscribe(() => listener(client.getAccount(namespace))),
    subscribeNetwork: (listener: (network: CaipNetwork | undefined) => void, namespace?: ChainNamespace) =>
      stores.chains.subscribe(() => listener(client.getNetwork(namespace))),
    subscribeEvents: (listener: (event: PorticoEvent) => void) =>
      stores.events.subscribe((state) => {
        if (state.last) listener(state.last)
      }),
    /**
     * The embedded wallet: email login, the pending request of ApproveTransaction, sign-out.
     * Loads on first call; without the `embeddedWallet` option it fails with 'No auth connector found'.
     */
    embeddedWallet: () => context.embeddedWallet?.() ?? Promise.reject(new Error(NO_AUTH_CONNECTOR_FOUND)),
    /** Registers an RPC request waiting on the modal; closing the modal rejects it (SPEC §4). */
    trackPendingRequest: (reject: (error: Error) => void) => {
      context.pendingRequests.add(reject)
      return () => void context.pendingRequests.delete(reject)
    },
    setThemeMode: (mode: ThemeMode) => stores.theme.getState().setThemeMode(mode),
    setThemeVariables: (variables: ThemeVariables) => stores.theme.getState().setThemeVariables(variables),
  }

  // A chunk that fails to load is asked for again by the next connect, which reports its own failure.
  const connectLoaded = loadConnect().then(
    () => undefined,
    () => undefined,
  )
  // For core's lazy feature entries (contextOf): set here, not in the literal, so PorticoClient's declared
  // type names no symbol of a private chunk (a host's declarations that mention the client must build).
  ;(client as { [CLIENT_CONTEXT]?: PorticoContext })[CLIENT_CONTEXT] = context
  client.ready = Promise.all([
    runStartup(context, () => options.ui?.mount(client), location),
    connectLoaded,
  ]).then(() => undefined)
  return client
}

function pageLocation(): PageLocation | undefined {
  const location = (globalThis as { location?: PageLocation }).location
  return location ? { href: location.href, host: location.host, origin: location.origin } : undefined
}
