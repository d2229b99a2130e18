// @portico/embedded-wallet: the host side of the embedded wallet. A host loads it on demand.
export {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  SocialLoginFailedError,
  SocialPopupClosedError,
  SocialStartError,
} from './bridge/bridgeErrors'
export {
  type ConnectSocialByRedirectParameters,
  connectSocialByRedirect,
  type RedirectingPage,
} from './bridge/connectSocialByRedirect'
export {
  type ConnectSocialInPopupParameters,
  connectSocialInPopup,
} from './bridge/connectSocialInPopup'
export {
  type CreateEmbeddedEvmProviderParameters,
  createEmbeddedEvmProvider,
  type EmbeddedEvmProvider,
  EmbeddedProviderRpcError,
} from './bridge/createEmbeddedEvmProvider'
export {
  createEmbeddedSolanaProvider,
  type EmbeddedSolanaProvider,
} from './bridge/createEmbeddedSolanaProvider'
export {
  type BridgeStatus,
  type CreateEmbeddedWalletBridgeParameters,
  createEmbeddedWalletBridge,
  type EmbeddedWalletBridge,
} from './bridge/createEmbeddedWalletBridge'
export { buildFrameUrl, type FrameUrlParameters } from './bridge/frameUrl'
export {
  type RedeemSocialRedirectResultParameters,
  type ReturnedPage,
  redeemSocialRedirectResult,
} from './bridge/redeemSocialRedirectResult'
export {
  APP_EVENTS,
  type AppEvent,
  FRAME_CHANNEL,
  type FrameNamespace,
  type FrameUser,
} from './protocol/frameEvents'
