import type {
  AUTH_CONNECTOR_ID,
  EMBEDDED_WALLET_NAMESPACES,
  SocialLogin,
  SocialProvider,
  ThemeMode,
} from '../constants'
import type { Connector } from '../types/connector'
import type { EmbeddedWalletUser } from '../types/embeddedWallet'

/** SPEC §1: the namespaces the embedded wallet signs for. */
export type EmbeddedWalletNamespace = (typeof EMBEDDED_WALLET_NAMESPACES)[number]

/**
 * The user as the secure frame reports it: SPEC §3's user plus the Solana address of the same seed, and
 * how they logged in (SPEC §3's authProvider).
 */
export type EmbeddedWalletBridgeUser = EmbeddedWalletUser & {
  solanaAddress: string
  authProvider?: 'email' | SocialLogin
}

/**
 * What core uses of @portico/embedded-wallet's host bridge. Core cannot import that package (it imports
 * core, ARCHITECTURE.md), so the host hands it over with `embeddedWallet.load` and these shapes bind both.
 */
export interface EmbeddedWalletBridge {
  /** Creates the hidden iframe now (SPEC §4: eagerly when email login was used before). */
  load(): Promise<void>
  connectEmail(payload: { email: string }): Promise<{ action: string }>
  connectOtp(): Promise<EmbeddedWalletBridgeUser>
  getUser(): Promise<EmbeddedWalletBridgeUser>
  /** The social popup's URL, and the only origin its result is taken from (SPEC §5). */
  getSocialRedirectUri(payload: {
    provider: SocialProvider
    /** Sign in by full-page redirect, back to this page with result_uri. */
    returnUrl?: string
  }): Promise<{ uri: string; resultOrigin: string }>
  /** The popup's one-time result code, redeemed by the frame. */
  connectSocial(payload: { resultCode: string }): Promise<EmbeddedWalletBridgeUser>
  /** The Sign In With Farcaster link the QR shows (SPEC §3 farcasterUrl), and when it ends. */
  getFarcasterUri(): Promise<{ uri: string; expiresAt: string }>
  /** Resolves once the Farcaster app's answer is verified and the wallet open. */
  connectFarcaster(): Promise<EmbeddedWalletBridgeUser>
  /** SPEC §5 email update: a code to the current address and one to the new. */
  updateEmail(payload: { email: string }): Promise<{ action: string }>
  /** Waits for the current address's code, typed in the frame's own field. */
  updateEmailPrimaryOtp(): Promise<{ action: string }>
  /** Waits for the new address's code, typed in the frame: the email changed, `getUser()` shows it. */
  updateEmailSecondaryOtp(): Promise<{ email: string }>
  /** SPEC §4 "Secure frame": starts a key export, a code goes to the user's email. */
  exportWallet(): Promise<{ action: string }>
  /** Waits for the export's code, typed in the frame; resolves once the person clicked Done under the keys it showed. */
  exportWalletOtp(): Promise<{ status: string }>
  /** The frame wipes the keys it shows; a waiting `exportWalletOtp` rejects 'Request was aborted'. */
  cancelExportWallet(): Promise<void>
  /** The frame asks the person, in its own view, to add a passkey; resolves once the wallet service keeps it. */
  addPasskey(): Promise<{ status: string }>
  /** The frame hides its passkey prompt; a waiting `addPasskey` rejects 'Request was aborted'. */
  cancelAddPasskey(): Promise<void>
  isConnected(): Promise<boolean>
  /** SPEC §7 get smart account enabled networks: the chain ids whose bundler the deployment serves. */
  getSmartAccountEnabledNetworks(): Promise<number[]>
  /** SPEC §7 set preferred account: the frame user with the chosen account active. */
  setPreferredAccount(payload: { type: 'eoa' | 'smartAccount' }): Promise<EmbeddedWalletBridgeUser>
  /** SPEC §6: pending requests in the frame end with 'Request was aborted'. */
  abortRpcRequests(): Promise<void>
  /**
   * Shows the secure frame, visible, over the view's content box (viewport coordinates): the person approves
   * in the frame's own document, which no page script can read or press. The iframe is never moved in the DOM.
   */
  showFrame(rect: FrameRect): void
  /** Hides the frame again (the view left). */
  hideFrame(): void
  /** Moves keyboard focus into the shown frame (it focuses its first control). */
  focusFrame(): void
  /** The height the frame's approval view asks for, as it reports it; returns the unsubscribe. */
  onFrameHeight(listener: (height: number) => void): () => void
  /**
   * SPEC §7 theme sync: the frame draws its own views in the modal's mode and language (kept, and sent again
   * to a frame that loads later). Never colours: the page cannot restyle what the person approves.
   */
  syncTheme(settings: FrameTheme): void
  /** Waits for the frame at most SIGN_OUT_TIMEOUT_MS (SPEC §9). */
  signOut(): Promise<void>
}

/** The modal's theme mode and locale tag (`ar`, `zh-TW`), which the frame's own words and colours follow. */
export interface FrameTheme {
  /** Light or dark: the frame's own colours for it. */
  themeMode: ThemeMode
  /** The modal's catalogue (`ar`, `zh-TW`); the frame speaks its own catalogue of that language, else English. */
  locale: string
}

/** Where the frame goes: a view's content box in viewport pixels. */
export interface FrameRect {
  top: number
  left: number
  width: number
}

type Listener = (...args: unknown[]) => void

/** EIP-1193, the part wagmi and viem use. */
export interface Eip1193Provider {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/** The Solana provider over the bridge: the account's public key (base58) and its signatures. */
export interface EmbeddedSolanaProvider {
  readonly publicKey: string | undefined
  connect(): Promise<{ publicKey: string }>
  signMessage(message: Uint8Array): Promise<{ signature: Uint8Array }>
  /** A serialized transaction (legacy or v0), answered serialized with the signature in place. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  disconnect(): void
}

/** @portico/embedded-wallet's entry as core calls it: `embeddedWallet.load` resolves to it. */
export interface EmbeddedWalletModule {
  createEmbeddedWalletBridge(parameters: {
    frameUrl: string
    projectId: string
    chainId: number
    rpcUrl: string
  }): EmbeddedWalletBridge
  createEmbeddedEvmProvider(parameters: {
    bridge: EmbeddedWalletBridge
    rpcUrls: Readonly<Record<number, string>>
  }): Eip1193Provider
  createEmbeddedSolanaProvider(parameters: { bridge: EmbeddedWalletBridge }): EmbeddedSolanaProvider
  /**
   * Social login in the 600x800 popup (SPEC §2, §9). It opens the window before its first await, so it must be
   * called in the click's task: a browser blocks a popup opened later.
   */
  connectSocialInPopup(parameters: {
    bridge: Pick<EmbeddedWalletBridge, 'getSocialRedirectUri' | 'connectSocial'>
    provider: SocialProvider
  }): Promise<EmbeddedWalletBridgeUser>
  /** In a Telegram mini app, where no popup opens, the page itself goes to the provider. */
  connectSocialByRedirect?(parameters: {
    bridge: Pick<EmbeddedWalletBridge, 'getSocialRedirectUri'>
    provider: SocialProvider
  }): Promise<never>
  /** The result_uri the page came back with, redeemed and removed; undefined when it has none. */
  redeemSocialRedirectResult?(parameters: {
    bridge: Pick<EmbeddedWalletBridge, 'connectSocial'>
  }): Promise<EmbeddedWalletBridgeUser> | undefined
}

/** The client's `embeddedWallet` option: email (and later social) login through the secure frame. */
export type EmbeddedWalletOptions = {
  /** The secure frame's URL, on its own origin (the local stack's: http://127.0.0.1:4100/). */
  frameUrl: string
  /**
   * Loads the host bridge on first need, never in the page's first chunk:
   * `load: () => import('@portico/embedded-wallet')`.
   */
  load: () => Promise<EmbeddedWalletModule>
}

/**
 * ARCHITECTURE.md "Adapters": the one AUTH connector, which adapter-evm and adapter-solana list and route
 * like any wallet. Its providers load the bridge on their first call and hold unsafe requests (SPEC §6)
 * until the visitor approves them in the ApproveTransaction view.
 */
export type EmbeddedWalletConnector = {
  readonly id: typeof AUTH_CONNECTOR_ID
  /** SPEC §3: the connector as each served namespace lists it. */
  readonly connectors: readonly Connector[]
  readonly evmProvider: Eip1193Provider
  readonly solanaProvider: EmbeddedSolanaProvider
}
