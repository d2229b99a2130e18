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

test('frame-views exports what the frame draws, and nothing of its keys', async () => {
  const views = await import('./frame/views')
  expect(Object.keys(views).sort()).toEqual([
    'FRAME_LOCALES',
    'adoptFrameStyles',
    'createApprovalQueue',
    'createApprovalView',
    'createCodeEntry',
    'createFrameAppearance',
    'createKeyExportView',
    'createPasskeyView',
    'describeHeldRequest',
  ])
})
