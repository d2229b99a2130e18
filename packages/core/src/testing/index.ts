// @portico/core/testing: a scripted wallet adapter for unit tests of code built on core (ui, react), and a
// recorder of what an adapter under test reports.
// Browser and end-to-end tests use the real wallets of @portico/test-wallets instead.
export { createTestAdapter, TEST_SEND_FEE, testConnector, userRejection } from './createTestAdapter'
export { createTestSiwx, testSiwxSession } from './createTestSiwx'
export { recordAdapterEvents } from './recordAdapterEvents'
