import { createCloudClient } from '../cloud/createCloudClient'
import { resolveFeatures } from '../features/features'
import { seedChains } from '../ssr/seedChains'
import { createPorticoStorage } from '../storage/createPorticoStorage'
import { createAlertsStore } from '../store/createAlertsStore'
import { createCatalogueStore } from '../store/createCatalogueStore'
import { createChainsStore } from '../store/createChainsStore'
import { createConnectionStore } from '../store/createConnectionStore'
import { createConnectorsStore } from '../store/createConnectorsStore'
import { createEventsStore } from '../store/createEventsStore'
import { createFeaturesStore } from '../store/createFeaturesStore'
import { createModalStore } from '../store/createModalStore'
import { createRouterStore } from '../store/createRouterStore'
import { createSendStore } from '../store/createSendStore'
import { createSignInStore } from '../store/createSignInStore'
import { createThemeStore } from '../store/createThemeStore'
import { createTransactionsStore } from '../store/createTransactionsStore'
import { createClientWalletConnect } from '../walletconnect/createClientWalletConnect'
import type { PorticoContext, PorticoStores } from './context'
import type { PorticoOptions } from './options'
import { resolveOptions } from './resolveOptions'

/** SPEC §1 startup steps 1 and 2: set the options and initialise this client's own stores. */
export function createContext(options: PorticoOptions, now: () => number): PorticoContext {
  const resolved = resolveOptions(options)
  const storage = createPorticoStorage(options.storage)
  const cloud =
    options.apiUrl && options.projectId
      ? createCloudClient({
          apiUrl: options.apiUrl,
          projectId: options.projectId,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : undefined
  const stores: PorticoStores = {
    chains: createChainsStore(
      { ...storage.get('preferredAccountTypes'), ...options.defaultAccountTypes },
      seedChains(options.initialState, options.networks),
    ),
    connection: createConnectionStore(storage.get('recentWallets')),
    connectors: createConnectorsStore(),
    modal: createModalStore(),
    router: createRouterStore(),
    alerts: createAlertsStore(),
    theme: createThemeStore(options),
    events: createEventsStore(now),
    features: createFeaturesStore(
      resolveFeatures({ local: options.features, basic: options.basic ?? false }),
    ),
    catalogue: createCatalogueStore({ cloud, options: resolved }),
    transactions: createTransactionsStore({ cloud }),
    send: createSendStore(),
    signIn: createSignInStore(),
  }
  const adapters = Object.fromEntries((options.adapters ?? []).map((adapter) => [adapter.namespace, adapter]))
  return {
    options: resolved,
    stores,
    adapters,
    walletConnect: createClientWalletConnect(options, stores, now),
    storage,
    cloud,
    now,
    pendingRequests: new Set(),
    balanceRetryLocks: new Map(),
    portfolioCache: new Map(),
  }
}
