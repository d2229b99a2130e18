import type { ThemeMode } from '../constants'
import { ALERTS } from '../errors'
import type { ChainNamespace } from '../namespaces'
import { createPorticoStorage } from '../storage/createPorticoStorage'
import { createAlertsStore } from '../store/createAlertsStore'
import { createChainsStore } from '../store/createChainsStore'
import { createConnectionStore } from '../store/createConnectionStore'
import { createConnectorsStore } from '../store/createConnectorsStore'
import { createEventsStore, type PorticoEvent } from '../store/createEventsStore'
import { createModalStore } from '../store/createModalStore'
import { createRouterStore } from '../store/createRouterStore'
import { createThemeStore } from '../store/createThemeStore'
import type { AccountState } from '../types/account'
import type { CaipNetwork } from '../types/network'
import type { ThemeVariables } from '../types/ui'
import { type ConnectParameters, connect } from './actions/connect'
import { type DisconnectParameters, disconnect } from './actions/disconnect'
import { closeModal, type OpenModalParameters, openModal } from './actions/modal'
import { defaultNetworkFor } from './actions/networkForChainId'
import { restoreConnections } from './actions/restoreConnections'
import { switchNetwork } from './actions/switchNetwork'
import { syncFromAdapter } from './actions/syncFromAdapter'
import type { PorticoContext, PorticoStores } from './context'
import type { PorticoOptions } from './options'
import { resolveOptions } from './resolveOptions'

export type PorticoClient = ReturnType<typeof createPortico>

/**
 * One client with stores of its own (ARCHITECTURE.md: no module-level singletons). It returns at
 * once; `ready` resolves when SPEC §1's startup sequence has run.
 */
export function createPortico(options: PorticoOptions, { now = Date.now }: { now?: () => number } = {}) {
  // SPEC §1 startup, step 1: set options.
  const resolved = resolveOptions(options)
  const storage = createPorticoStorage(options.storage)

  // Step 2: initialise the stores.
  const stores: PorticoStores = {
    chains: createChainsStore({ ...storage.get('preferredAccountTypes'), ...options.defaultAccountTypes }),
    connection: createConnectionStore(storage.get('recentWallets')),
    connectors: createConnectorsStore(),
    modal: createModalStore(),
    router: createRouterStore(),
    alerts: createAlertsStore(),
    theme: createThemeStore(options),
    events: createEventsStore(now),
  }
  const adapters = Object.fromEntries((options.adapters ?? []).map((adapter) => [adapter.namespace, adapter]))
  const context: PorticoContext = {
    options: resolved,
    stores,
    adapters,
    storage,
    now,
    pendingRequests: new Set(),
  }

  if (!resolved.projectId) stores.alerts.getState().showAlert(ALERTS.PROJECT_ID_NOT_CONFIGURED)
  for (const adapter of options.adapters ?? []) {
    stores.chains.getState().setNetwork(adapter.namespace, defaultNetworkFor(context, adapter.namespace))
  }
  const firstNamespace = (resolved.defaultNetwork ?? resolved.networks[0]).chainNamespace
  stores.chains.getState().setActiveNamespace(firstNamespace)

  const client = {
    options: resolved,
    stores,
    ready: Promise.resolve(),
    open: (parameters?: OpenModalParameters) => openModal(context, parameters),
    close: () => closeModal(context),
    connect: (parameters: ConnectParameters) => connect(context, parameters),
    disconnect: (parameters?: DisconnectParameters) => disconnect(context, parameters),
    switchNetwork: (network: CaipNetwork) => switchNetwork(context, network),
    getActiveNamespace: () => stores.chains.getState().activeNamespace,
    getAccount: (namespace?: ChainNamespace): AccountState | undefined => {
      const target = namespace ?? stores.chains.getState().activeNamespace
      return target ? stores.chains.getState().namespaces[target].account : undefined
    },
    getNetwork: (namespace?: ChainNamespace): CaipNetwork | undefined => {
      const target = namespace ?? stores.chains.getState().activeNamespace
      return target ? stores.chains.getState().namespaces[target].network : undefined
    },
    getConnectors: (namespace: ChainNamespace) => stores.connectors.getState().byNamespace[namespace] ?? [],
    subscribeAccount: (listener: (account: AccountState | undefined) => void, namespace?: ChainNamespace) =>
      stores.chains.subscribe(() => listener(client.getAccount(namespace))),
    subscribeNetwork: (listener: (network: CaipNetwork | undefined) => void, namespace?: ChainNamespace) =>
      stores.chains.subscribe(() => listener(client.getNetwork(namespace))),
    subscribeEvents: (listener: (event: PorticoEvent) => void) =>
      stores.events.subscribe((state) => {
        if (state.last) listener(state.last)
      }),
    /** Registers an RPC request waiting on the modal; closing the modal rejects it (SPEC §4). */
    trackPendingRequest: (reject: (error: Error) => void) => {
      context.pendingRequests.add(reject)
      return () => void context.pendingRequests.delete(reject)
    },
    setThemeMode: (mode: ThemeMode) => stores.theme.getState().setThemeMode(mode),
    setThemeVariables: (variables: ThemeVariables) => stores.theme.getState().setThemeVariables(variables),
  }

  client.ready = (async () => {
    // Step 3: initialise adapters; their wallet events flow into the stores from here on.
    for (const adapter of options.adapters ?? []) {
      await adapter.setup({
        networks: resolved.networks.filter((network) => network.chainNamespace === adapter.namespace),
        events: syncFromAdapter(context, adapter.namespace),
        options: {
          enableEIP6963: options.enableEIP6963 ?? true,
          enableInjected: options.enableInjected ?? true,
          enableWalletConnect: options.enableWalletConnect ?? true,
        },
      })
    }
    // Step 4: INITIALIZE. Step 5: restore existing connections.
    stores.events.getState().record('INITIALIZE', { projectId: resolved.projectId })
    await restoreConnections(context)
    // Last step: inject the modal (its renderer lives in @portico/ui).
    await options.ui?.mount(client)
  })()

  return client
}
