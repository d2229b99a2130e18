// @portico/core/testing: a scripted wallet adapter for unit tests of code built on core (ui, react).
// Browser and end-to-end tests use the real wallets of @portico/test-wallets instead.
export { createTestAdapter, testConnector } from './createTestAdapter'
