import type { PorticoContext } from '../client/context'
import type { SocialProvider } from '../constants'
import {
  FAILED_TO_CONNECT,
  FAILED_TO_INITIATE_SOCIAL_CONNECTION,
  POPUP_CLOSED,
  SOCIAL_LOGIN_NOT_ENABLED,
  UNSUPPORTED_SOCIAL_PROVIDER,
} from '../errors/messages'
import { isSocialProvider } from '../ordering/shownSocialProviders'
import { telegramMiniApp } from '../telegram/telegramMiniApp'
import { SOCIAL_LOGIN_START, type SocialLoginReason, type SocialLoginStore } from './createSocialLoginStore'
import type { LoadedBridge } from './loadBridge'
import { alertOf, readableError } from './readableError'
import type { EmbeddedWalletBridgeUser } from './types'

export type SocialLoginDependencies = {
  context: PorticoContext
  store: SocialLoginStore
  /** The bridge if it has loaded: the popup must open in the click's task, with no await before it. */
  loadedBridge: () => LoadedBridge | undefined
  /** Loads the bridge; the Connect view awaits it before its social buttons can be clicked. */
  prepare: () => Promise<unknown>
  finishLogin: (user: EmbeddedWalletBridgeUser, authProvider: SocialProvider) => Promise<void>
}

// SPEC §8's social messages, named so the view translates them without core's texts in a host's first chunk.
const REASONS: Partial<Record<string, SocialLoginReason>> = {
  [POPUP_CLOSED]: 'popupClosed',
  [FAILED_TO_INITIATE_SOCIAL_CONNECTION]: 'start',
  [FAILED_TO_CONNECT]: 'failed',
}

export function fail(
  { context, store }: SocialLoginDependencies,
  provider: SocialProvider | undefined,
  error: unknown,
): false {
  const alert = alertOf(error)
  if (alert) context.stores.alerts.getState().showAlert(alert)
  const message = readableError(error)
  store.getState().set({ status: 'idle', provider, error: message, reason: REASONS[message] })
  return false
}

/**
 * Social login (SPEC §2, §5): checks the provider, then opens the popup at once, before any await, so the
 * browser counts it as the click's; the frame logs the user in and the AUTH connector connects with the
 * account's socialProvider set (SPEC §3). Resolves true once connected; the store says why not.
 */
export function connectSocial(dependencies: SocialLoginDependencies, provider: string): Promise<boolean> {
  const { context, store } = dependencies
  if (!isSocialProvider(provider))
    return Promise.resolve(fail(dependencies, undefined, new Error(UNSUPPORTED_SOCIAL_PROVIDER)))
  // SPEC §5: socials count as enabled only when the project's configuration says so.
  const { socials } = context.stores.features.getState().features
  if (socials === false || !socials.includes(provider))
    return Promise.resolve(fail(dependencies, provider, new Error(SOCIAL_LOGIN_NOT_ENABLED)))
  // One popup at a time: a second click while it is open changes nothing.
  if (store.getState().status === 'connecting') return Promise.resolve(false)
  const loaded = dependencies.loadedBridge()
  if (!loaded) {
    void dependencies.prepare().catch(() => undefined)
    return Promise.resolve(fail(dependencies, provider, new Error(FAILED_TO_INITIATE_SOCIAL_CONNECTION)))
  }
  store.getState().set({ status: 'connecting', provider, error: undefined, reason: undefined })
  let login: Promise<EmbeddedWalletBridgeUser>
  try {
    // SPEC §2: a Telegram mini app opens no popup; there the page goes and comes back with result_uri.
    login =
      telegramMiniApp() && loaded.connectSocialByRedirect
        ? loaded.connectSocialByRedirect({ bridge: loaded.bridge, provider })
        : loaded.connectSocialInPopup({ bridge: loaded.bridge, provider })
  } catch (error) {
    return Promise.resolve(fail(dependencies, provider, error))
  }
  return login
    .then((user) => dependencies.finishLogin(user, provider))
    .then(
      () => {
        store.getState().set(SOCIAL_LOGIN_START)
        return true
      },
      (error: unknown) => fail(dependencies, provider, error),
    )
}
