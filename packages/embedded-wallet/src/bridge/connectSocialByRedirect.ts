import type { SocialProvider } from '@portico/core'
import { withoutSocialRedirectResult } from '@portico/core/telegram'
import { isWebUrl } from '../isWebUrl'
import { SocialStartError } from './bridgeErrors'
import type { EmbeddedWalletBridge } from './createEmbeddedWalletBridge'

/** The page that leaves for the provider and comes back: its address, and how it navigates. */
export type RedirectingPage = { location: Pick<Location, 'href' | 'assign'> }

export type ConnectSocialByRedirectParameters = {
  bridge: Pick<EmbeddedWalletBridge, 'getSocialRedirectUri'>
  provider: SocialProvider
  /** The host page's window; the global one by default. */
  page?: RedirectingPage
}

/**
 * Social login by full-page redirect (SPEC §2), for a Telegram mini app, where no popup opens: the
 * frame starts the sign-in for this very page (its address without a stale result_uri), and the page goes to
 * the provider; the cloud sends it back with `result_uri`, which `redeemSocialRedirectResult` takes on load.
 * The mini app's own page goes with `location.assign`: Telegram's `WebApp.openLink` opens an external
 * browser and leaves the mini app as it was (core.telegram.org/bots/webapps), so the result would land there.
 *
 * Rejects with 'Failed to initiate social connection' when the frame or the cloud refuses the start; else it
 * never settles, as the page is leaving.
 */
export async function connectSocialByRedirect({
  bridge,
  provider,
  page = window,
}: ConnectSocialByRedirectParameters): Promise<never> {
  let uri: string
  try {
    ;({ uri } = await bridge.getSocialRedirectUri({
      provider,
      returnUrl: withoutSocialRedirectResult(page.location.href),
    }))
  } catch (error) {
    throw new SocialStartError({
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    })
  }
  if (!isWebUrl(uri)) throw new SocialStartError({ details: 'the sign-in address is not a web address' })
  page.location.assign(uri)
  return new Promise<never>(() => undefined)
}
