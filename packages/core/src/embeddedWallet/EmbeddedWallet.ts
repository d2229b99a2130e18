import type { SocialLogin, SocialProvider } from '../constants'
import type { EmbeddedWalletInfo } from '../types/embeddedWallet'
import type { EmailLoginStore } from './createEmailLoginStore'
import type { PendingRequestStore } from './createPendingRequestStore'
import type { SocialLoginStore } from './createSocialLoginStore'
import type { UpdateEmailStore } from './createUpdateEmailStore'
import type {
  EmbeddedWalletBridge,
  EmbeddedWalletBridgeUser,
  EmbeddedWalletConnector,
  EmbeddedWalletNamespace,
  FrameRect,
  FrameTheme,
} from './types'

/**
 * The client's embedded wallet, made at startup when the host sets `embeddedWallet`: the AUTH
 * connector the adapters list, the email-login and pending-request stores, and the actions the EmailLogin
 * and ApproveTransaction views call. Declared here, apart from its factory, so the client's context can
 * name it without importing the factory (and everything the factory imports).
 */
export interface EmbeddedWallet {
  connector: EmbeddedWalletConnector
  /** The EmailLogin view's state (SPEC §2) and the ApproveTransaction view's (SPEC §4). */
  stores: {
    emailLogin: EmailLoginStore
    pendingRequest: PendingRequestStore
    socialLogin: SocialLoginStore
    emailUpdate: UpdateEmailStore
  }
  /** SPEC §5: validated and throttled before any request; true when a code was sent. */
  requestEmailCode: (address: string) => Promise<boolean>
  /** A new code to the same address, under the same throttle. */
  resendEmailCode: () => Promise<boolean>
  /**
   * Waits for the person's code, typed in the secure frame's own field (the code step shows the frame);
   * true once connected on every namespace the wallet serves, false when the wait ended without a login.
   */
  awaitEmailCode: () => Promise<boolean>
  /** Whole seconds until a new code may be asked for (SPEC §5's n), 0 when it may be now. */
  resendSecondsLeft: (nowMs?: number) => number
  /** Back to the email step (another address); the throttle stays. */
  changeEmail: () => void
  /**
   * The Connect view's social buttons (SPEC §5): the project's socials the popup serves, in its order; in a
   * Telegram mini app, less those its platform hides.
   */
  socialProviders: (telegramPlatform?: string) => SocialProvider[]
  /**
   * Loads the bridge, so that a later `connectSocial` can open its popup in the click's task; the social
   * buttons wait for it. Rejects with 'Unable to load email login dependency' when the chunk fails.
   */
  prepareSocialLogin: () => Promise<void>
  /**
   * SPEC §2, §5 social login: call it synchronously from the click (after `prepareSocialLogin`), it opens
   * the 600x800 popup before any await. True once connected; `stores.socialLogin` says why not.
   */
  connectSocial: (provider: string) => Promise<boolean>
  /** SPEC §5 email update, step one: the new address; a code goes to the current one. */
  updateEmail: (newEmail: string) => Promise<boolean>
  /** Waits for the current address's code, typed in the frame; a code then goes to the new one. */
  awaitPrimaryEmailCode: () => Promise<boolean>
  /** Waits for the new address's code, typed in the frame; true once the account's user shows the new email. */
  awaitSecondaryEmailCode: () => Promise<boolean>
  /** Back to the update's first step. */
  resetEmailUpdate: () => void
  /**
   * SPEC §4 "Secure frame" key export, step one: a code goes to the user's email. Rejects with 'Not connected
   * to email or social' for a wallet that is not the embedded one.
   */
  exportWallet: () => Promise<void>
  /**
   * Waits for the export's code, typed in the frame, which then shows the keys in its own document (the page
   * never holds them); true once the person clicked Done there. Each refused code goes to `onRefused`.
   */
  awaitWalletExport: (options: {
    onRefused: (message: string) => void
    /** False once the person left the view: a late refusal is then not reported. */
    stillWanted: () => boolean
  }) => Promise<boolean>
  /** The view left: the frame wipes the keys it shows. */
  cancelWalletExport: () => Promise<void>
  /**
   * Asks the person, in the secure frame's own view, to add a passkey; resolves once the wallet service keeps it
   * (a project can require it before the wallet opens on a new device). Rejects for a wallet that is not the
   * embedded one, and with 'Request was aborted' after `cancelAddPasskey`.
   */
  addPasskey: () => Promise<void>
  /** The view left: the frame hides its prompt. */
  cancelAddPasskey: () => Promise<void>
  /**
   * ApproveTransaction's slot (SPEC §4): the secure frame shown over the view's content box, where the
   * person approves; the page has no Approve of its own.
   */
  showFrame: (rect: FrameRect) => void
  hideFrame: () => void
  focusFrame: () => void
  /** The height the frame's approval view asks for; returns the unsubscribe. */
  onFrameHeight: (listener: (height: number) => void) => () => void
  /** The frame's views in the modal's theme mode and language (SPEC §7 theme sync). */
  syncFrameTheme: (theme: FrameTheme) => void
  /** Disconnects the AUTH connector everywhere; the frame forgets the session (SPEC §4, §9: 3 s at most). */
  signOut(): Promise<void>
  /** SPEC §3's embedded wallet info of a namespace the AUTH connector holds. */
  getInfo(namespace: EmbeddedWalletNamespace): EmbeddedWalletInfo | undefined
  /** The bridge itself (loaded on first call), and the step that connects a user the frame logged in. */
  bridge: () => Promise<EmbeddedWalletBridge>
  /** A user the frame answered outside these actions (`@portico/core/accountType`) becomes the account's. */
  applyFrameUser(user: EmbeddedWalletBridgeUser): void
  /** After the frame logged the user in: the AUTH connector connects wherever it serves (SPEC §4). */
  finishLogin: (user: EmbeddedWalletBridgeUser, authProvider?: 'email' | SocialLogin) => Promise<void>
}
