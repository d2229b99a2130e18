import { AUTH_CONNECTOR_ID } from '../constants'
import { FAILED_TO_CONNECT } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { isSocialProvider } from '../ordering/shownSocialProviders'
import { findConnector } from '../store/createConnectorsStore'
import { SOCIAL_LOGIN_START } from './createSocialLoginStore'
import { fail, type SocialLoginDependencies } from './socialLogin'
import type { EmbeddedWalletNamespace } from './types'

/** The AUTH connector is listed once the adapters have set up (SPEC §1 step 3): connecting needs it. */
function whenAuthConnectorListed(
  { context }: SocialLoginDependencies,
  served: readonly EmbeddedWalletNamespace[],
): Promise<void> {
  const { connectors } = context.stores
  const listed = () =>
    served.every((namespace) => findConnector(connectors.getState(), namespace, AUTH_CONNECTOR_ID))
  return new Promise((resolve) => {
    if (listed()) return resolve()
    const stop = connectors.subscribe(() => {
      if (!listed()) return
      stop()
      resolve()
    })
  })
}

/**
 * SPEC §2: the page came back from a redirect social login (a Telegram mini app) with its result in
 * `result_uri`: the bridge loads, the frame redeems the code with the secret it kept for the attempt, the
 * parameter leaves the address, and the AUTH connector connects as after the popup. A refused code shows
 * the popup path's error on the Connect view. True once connected.
 */
export async function resumeSocialRedirect(
  dependencies: SocialLoginDependencies,
  served: readonly EmbeddedWalletNamespace[],
): Promise<boolean> {
  const { store } = dependencies
  store.getState().set({ status: 'connecting', provider: undefined, error: undefined, reason: undefined })
  try {
    await dependencies.prepare()
    const loaded = dependencies.loadedBridge()
    const redeeming = loaded?.redeemSocialRedirectResult?.({ bridge: loaded.bridge })
    if (!redeeming) {
      store.getState().set(SOCIAL_LOGIN_START)
      return false
    }
    const user = await redeeming
    const provider = user.authProvider
    if (provider === undefined || !isSocialProvider(provider))
      throw new PorticoError(FAILED_TO_CONNECT, { details: `not a social login: ${String(provider)}` })
    await whenAuthConnectorListed(dependencies, served)
    await dependencies.finishLogin(user, provider)
    store.getState().set(SOCIAL_LOGIN_START)
    return true
  } catch (error) {
    return fail(dependencies, undefined, error)
  }
}
