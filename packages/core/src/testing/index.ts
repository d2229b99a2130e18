// @portico/core/testing: a scripted wallet adapter and embedded wallet for unit tests of code built on core (ui, react), a
// recorder of what an adapter under test reports, a wait for a client's next pairing, and page loads for
// an adapter's WalletConnect tests.
// It is built on core's public entry (`../index`) like any other user of core, never on its inner modules.
// Browser and end-to-end tests use the real wallets of @portico/test-wallets instead.
export { createTestAdapter, TEST_SEND_FEE, testConnector, userRejection } from './createTestAdapter'
export {
  createTestEmbeddedWallet,
  TEST_SOCIAL_REFUSAL,
  TEST_SOCIAL_USER_NAME,
  TEST_WRONG_CODE_MESSAGE,
  type TestEmbeddedWalletParameters,
  type TestSocialOutcome,
  type TestSocialRedirectReturn,
} from './createTestEmbeddedWallet'
export { createTestSiwx, testSiwxSession } from './createTestSiwx'
export { nextPairing } from './nextPairing'
export { recordAdapterEvents } from './recordAdapterEvents'
export { type WalletConnectPagesParameters, walletConnectPages } from './walletConnectPages'
