import {
  hasSocialRedirectResult,
  SOCIAL_RESULT_URI_PARAM,
  withoutSocialRedirectResult,
} from '@portico/core/telegram'
import { type FrameUser, SOCIAL_LOGIN_FAILED_CODE } from '../protocol/frameEvents'
import { FrameRequestError, SocialLoginFailedError } from './bridgeErrors'
import type { EmbeddedWalletBridge } from './createEmbeddedWalletBridge'

/** The page a redirect sign-in came back to: its address, and the history entry the parameter leaves. */
export type ReturnedPage = {
  location: Pick<Location, 'href' | 'search'>
  history: Pick<History, 'replaceState' | 'state'>
}

export type RedeemSocialRedirectResultParameters = {
  bridge: Pick<EmbeddedWalletBridge, 'connectSocial'>
  /** The host page's window; the global one by default. */
  page?: ReturnedPage
}

/**
 * SPEC §2: a redirect social login came back with its one-time code in `result_uri`. The frame
 * redeems it (CONNECT_SOCIAL) with the secret it kept for this attempt, and then only that parameter leaves
 * the address bar (`history.replaceState`: no reload, path, other parameters and hash as they were), whether
 * the code connected or not. Undefined when the address holds no result; rejects as the popup's redeem does,
 * and with the popup's 'Failed to connect' and the cloud's reason when the code stands for a sign-in the
 * provider refused or whose answer failed a check.
 */
export function redeemSocialRedirectResult({
  bridge,
  page = window,
}: RedeemSocialRedirectResultParameters): Promise<FrameUser> | undefined {
  if (!hasSocialRedirectResult(page.location)) return undefined
  const resultCode = new URLSearchParams(page.location.search).get(SOCIAL_RESULT_URI_PARAM) ?? ''
  const removeResult = () =>
    page.history.replaceState(page.history.state, '', withoutSocialRedirectResult(page.location.href))
  return bridge
    .connectSocial({ resultCode })
    .catch((error: unknown) => {
      if (error instanceof FrameRequestError && error.code === SOCIAL_LOGIN_FAILED_CODE)
        throw new SocialLoginFailedError(error.shortMessage)
      throw error
    })
    .finally(removeResult)
}
