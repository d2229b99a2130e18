import type { ChainAdapter } from '../adapter/ChainAdapter'
import type { ThemeMode } from '../constants'
import type { EmbeddedWalletOptions } from '../embeddedWallet/types'
import type { FeatureOptions } from '../features/features'
import type { ChainNamespace } from '../namespaces'
import type { SiweConfig } from '../siwx/siweConfig'
import type { PorticoInitialState } from '../ssr/initialState'
import type { StorageLike } from '../storage/StorageLike'
import type { CaipNetwork } from '../types/network'
import type { PreferredAccountType } from '../types/preferredAccountType'
import type { SiwxMessage, SiwxSession } from '../types/siwx'
import type { DappMetadata, ThemeVariables } from '../types/ui'
import type { WalletConnectStorage } from '../walletconnect/types'

/** What core knows when it asks for a sign-in message: the account and its network (CAIP-2). */
export type SiwxMessageInput = { accountAddress: string; chainId: string }

/**
 * Sign-in with any wallet (SPEC §4), in AppKit's SIWXConfig shape so a host's config carries over.
 * @portico/siwx builds one (createSiwx); core only calls it.
 */
export type SiwxConfig = {
  /** The message to sign for this account; its nonce comes from wherever sessions are kept. */
  createMessage: (input: SiwxMessageInput) => Promise<SiwxMessage>
  /** Keeps a signed session; throws when the signature does not verify. */
  addSession: (session: SiwxSession) => Promise<void>
  revokeSession: (caipNetworkId: string, address: string) => Promise<void>
  setSessions: (sessions: SiwxSession[]) => Promise<void>
  /** The valid sessions of this account on this network (expired or unverifiable ones are left out). */
  getSessions: (caipNetworkId: string, address: string) => Promise<SiwxSession[]>
  /** Whether the visitor must sign in; when true the dialog cannot be dismissed without a session (SPEC §2). */
  getRequired?: () => boolean
  /** SPEC §4: clear the session on disconnect; default true. */
  signOutOnDisconnect?: boolean
  /** The namespaces sign-in is asked on; every namespace when absent (AppKit's SIWE is EVM only). */
  namespaces?: ChainNamespace[]
}

/** A custom wallet the host lists itself (AppKit's customWallets). */
export type CustomWallet = {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** What renders the modal; @portico/ui provides it so core stays free of the DOM. */
export type PorticoUi = { mount: (client: unknown) => void | Promise<void> }

/** Options follow AppKit's names where the meaning is the same, so hosts already know them. */
export type PorticoOptions = {
  /**
   * The project's id on your Portico Cloud (`apiUrl`), also the WalletConnect project id. SPEC §5: it is
   * required; without it the client still connects, but the modal shows the "Project ID Not Configured"
   * alert and WalletConnect stays off. For local work use `'portico-demo'`, the project the local
   * stack's cloud creates (with `apiUrl: 'http://127.0.0.1:4000'`, `relayUrl: 'ws://127.0.0.1:4001'`).
   */
  projectId?: string
  networks: [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork
  adapters?: ChainAdapter[]
  metadata?: DappMetadata
  /** SPEC §1: what the project configuration may override once fetched; basic turns all off. */
  features?: FeatureOptions
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  customWallets?: CustomWallet[]
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  enableReconnect?: boolean
  enableEIP6963?: boolean
  enableInjected?: boolean
  enableWalletConnect?: boolean
  disableAppend?: boolean
  enableEmbedded?: boolean
  /**
   * The embedded wallet (email login, SPEC §1): its secure frame's URL and how to load its bridge, e.g.
   * `{ frameUrl: 'http://127.0.0.1:4100/', load: () => import('@portico/embedded-wallet') }`. Whether the
   * modal offers it follows the project's features (email, socials).
   */
  embeddedWallet?: EmbeddedWalletOptions
  /** Legacy SIWE configuration; may not be combined with siwx (SPEC §5). */
  siweConfig?: SiweConfig
  siwx?: SiwxConfig
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  debug?: boolean
  /** SPEC §1: in basic mode every feature is off. */
  basic?: boolean
  /** Portico Cloud (self-hosted or not); without it the client works from RPC and announced wallets. */
  apiUrl?: string
  /** The zone account names are registered under on that cloud (the local stack's: portico.test); SPEC §5's reown.id when absent. */
  nameZone?: string
  /**
   * eip155 chain ids with a swap market besides SPEC §9's swap networks (the devnet's, as the cloud's
   * `--swap-networks`): the Swap view is offered there; elsewhere 'Network not supported for Swaps'.
   */
  swapNetworks?: readonly number[]
  /** The WalletConnect relay's WebSocket URL (the local stack's: ws://127.0.0.1:4001). */
  relayUrl?: string
  /** Where WalletConnect keeps its session; IndexedDB in a browser, files in Node, when absent. */
  walletConnectStorage?: WalletConnectStorage
  secureSiteUrl?: string
  /** Where connections and caches persist; localStorage in a browser, memory elsewhere. `cookieStorage()` also
   * keeps a small cookie a server can read with `cookieToInitialState`. */
  storage?: StorageLike
  /** A returning visitor's accounts from `cookieToInitialState`, the same on the server and in the browser: the
   * server renders them and the browser hydrates into the same markup before it reconnects. */
  initialState?: PorticoInitialState
  /** The modal's renderer; without it the client runs headless (SSR, tests, custom UIs). */
  ui?: PorticoUi
  fetch?: typeof fetch
}
