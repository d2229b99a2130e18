import {
  SOCIAL_POPUP_CLOSED_CHECK_MS,
  SOCIAL_POPUP_HEIGHT_PX,
  SOCIAL_POPUP_WIDTH_PX,
  type SocialProvider,
} from '@portico/core'
import { isWebUrl } from '../isWebUrl'
import type { FrameUser } from '../protocol/frameEvents'
import { SocialLoginFailedError, SocialPopupClosedError, SocialStartError } from './bridgeErrors'
import type { EmbeddedWalletBridge } from './createEmbeddedWalletBridge'
import { readSocialResult } from './socialResultMessage'

export type ConnectSocialInPopupParameters = {
  bridge: Pick<EmbeddedWalletBridge, 'getSocialRedirectUri' | 'connectSocial'>
  provider: SocialProvider
  /** The host page's window, which opens the popup and receives its result; the global one by default. */
  page?: Window
}

/** One popup for every provider: a second click reuses it rather than stacking windows. */
const POPUP_NAME = 'portico-social-login'

/** SPEC §2, §9: 600x800, centred on the page's window. */
function popupFeatures(page: Window): string {
  const left = Math.max(0, Math.round(page.screenX + (page.outerWidth - SOCIAL_POPUP_WIDTH_PX) / 2))
  const top = Math.max(0, Math.round(page.screenY + (page.outerHeight - SOCIAL_POPUP_HEIGHT_PX) / 2))
  return `popup,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${left},top=${top}`
}

/**
 * Social login in the 600x800 popup (SPEC §2, §5, §9). Call it from the user's click: the popup
 * opens at once (a browser blocks one opened after an await), then goes to the provider when the frame has
 * started the sign-in. The host page listens, because it opened the popup and the cloud's callback posts
 * to `window.opener`; it takes the result only from that popup and the cloud's exact origin, and hands
 * the one-time code to the frame, which alone holds the secret that redeems it.
 *
 * Rejects with 'Failed to initiate social connection' (popup blocked, start refused), 'Popup closed'
 * (closed before a result, checked every 1 s), or 'Failed to connect' with the refusal the popup showed.
 */
export function connectSocialInPopup({
  bridge,
  provider,
  page = window,
}: ConnectSocialInPopupParameters): Promise<FrameUser> {
  const popup = page.open('about:blank', POPUP_NAME, popupFeatures(page))
  if (!popup) return Promise.reject(new SocialStartError({ details: 'the browser blocked the popup' }))
  return new Promise<FrameUser>((resolve, reject) => {
    let resultOrigin: string | undefined
    let settled = false
    const settle = () => {
      settled = true
      clearInterval(closedCheck)
      page.removeEventListener('message', onMessage)
    }
    const fail = (error: Error) => {
      if (settled) return
      settle()
      popup.close()
      reject(error)
    }

    const onMessage = (event: MessageEvent) => {
      // SPEC §5: only the popup this call opened, from the cloud's callback origin; a forger is ignored.
      if (settled || !resultOrigin || event.source !== popup || event.origin !== resultOrigin) return
      const result = readSocialResult(event.data)
      if (!result) return
      if (result.status === 'error') return fail(new SocialLoginFailedError(result.error))
      settle()
      popup.close()
      bridge.connectSocial({ resultCode: result.resultCode }).then(resolve, reject)
    }

    const closedCheck = setInterval(() => {
      if (popup.closed) fail(new SocialPopupClosedError())
    }, SOCIAL_POPUP_CLOSED_CHECK_MS)
    page.addEventListener('message', onMessage)

    bridge.getSocialRedirectUri({ provider }).then(
      (redirect) => {
        if (settled) return
        if (!isWebUrl(redirect.uri) || !isWebUrl(redirect.resultOrigin))
          return fail(new SocialStartError({ details: 'the sign-in address is not a web address' }))
        resultOrigin = new URL(redirect.resultOrigin).origin
        popup.location.replace(redirect.uri)
      },
      (error: unknown) =>
        fail(
          new SocialStartError({
            details: error instanceof Error ? error.message : String(error),
            cause: error,
          }),
        ),
    )
  })
}
