import type { ChainAdapter } from '../adapter/ChainAdapter'
import type { CloudClient } from '../cloud/createCloudClient'
import type { EmbeddedWallet } from '../embeddedWallet/EmbeddedWallet'
import type { ChainNamespace } from '../namespaces'
import type { CacheEntry, PorticoStorage } from '../storage/createPorticoStorage'
import type { AlertsStore } from '../store/createAlertsStore'
import type { CatalogueStore } from '../store/createCatalogueStore'
import type { ChainsStore } from '../store/createChainsStore'
import type { ConnectionStore } from '../store/createConnectionStore'
import type { ConnectorsStore } from '../store/createConnectorsStore'
import type { EventsStore } from '../store/createEventsStore'
import type { FeaturesStore } from '../store/createFeaturesStore'
import type { ModalStore } from '../store/createModalStore'
import type { RouterStore } from '../store/createRouterStore'
import type { SendStore } from '../store/createSendStore'
import type { SignInStore } from '../store/createSignInStore'
import type { ThemeStore } from '../store/createThemeStore'
import type { TransactionsStore } from '../store/createTransactionsStore'
import type { CaipNetwork } from '../types/network'
import type { TokenBalance } from '../types/tokens'
import type { WalletConnectConnector } from '../walletconnect/createWalletConnectConnector'
import type { PorticoOptions } from './options'

export type PorticoStores = {
  chains: ChainsStore
  connection: ConnectionStore
  connectors: ConnectorsStore
  modal: ModalStore
  router: RouterStore
  alerts: AlertsStore
  theme: ThemeStore
  events: EventsStore
  features: FeaturesStore
  catalogue: CatalogueStore
  transactions: TransactionsStore
  send: SendStore
  signIn: SignInStore
}

/** Options with every default applied (SPEC §9), so actions never repeat a default. */
export type ResolvedOptions = PorticoOptions & {
  enableReconnect: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
}

/** What every action of one client shares; nothing here is module-level, so clients never share state. */
export type PorticoContext = {
  options: ResolvedOptions
  stores: PorticoStores
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  /** The one WALLET_CONNECT connector every adapter routes to, when a project id is set. */
  walletConnect: WalletConnectConnector | undefined
  storage: PorticoStorage
  /** Portico Cloud, when the host set `apiUrl`; everything works without it, with less (README). */
  cloud: CloudClient | undefined
  now: () => number
  /** Rejecters of RPC requests waiting on the modal (SPEC §4: closing rejects them). */
  pendingRequests: Set<(error: Error) => void>
  /** When a failed balance read may be retried, by CAIP address (SPEC §5, §8: 30 s lock). */
  balanceRetryLocks: Map<string, number>
  /** SPEC §9's 30 s portfolio cache, by CAIP address; on the context so every chunk's actions share it. */
  portfolioCache: Map<string, CacheEntry<TokenBalance[]>>
  /** The embedded wallet, its code loaded on first call; absent without the `embeddedWallet` option. */
  embeddedWallet?: () => Promise<EmbeddedWallet>
}

export function configuredNetworks(context: PorticoContext, namespace?: ChainNamespace): CaipNetwork[] {
  return context.options.networks.filter((network) => !namespace || network.chainNamespace === namespace)
}

export function findConfiguredNetwork(
  context: PorticoContext,
  namespace: ChainNamespace,
  chainId: number | string,
) {
  return configuredNetworks(context, namespace).find((network) => String(network.id) === String(chainId))
}
