import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'APP_EVENTS',
    'EmbeddedProviderRpcError',
    'FRAME_CHANNEL',
    'FrameLoadError',
    'FrameRequestAbortedError',
    'FrameRequestError',
    'FrameRequestTimeoutError',
    'SocialLoginFailedError',
    'SocialPopupClosedError',
    'SocialStartError',
    'buildFrameUrl',
    'connectSocialByRedirect',
    'connectSocialInPopup',
    'createEmbeddedEvmProvider',
    'createEmbeddedSolanaProvider',
    'createEmbeddedWalletBridge',
    'redeemSocialRedirectResult',
  ])
})
