import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "INTERNAL_ERROR_CODE",
      "TEST_WALLET_EVENTS",
      "TEST_WALLET_METHODS",
      "TEST_WALLET_PROJECT_ID",
      "TEST_WALLET_SOLANA_METHODS",
      "TestWalletRequestError",
      "UNKNOWN_ACCOUNT_MESSAGE",
      "UNKNOWN_CHAIN_MESSAGE",
      "UNSUPPORTED_METHOD_CODE",
      "UNSUPPORTED_METHOD_MESSAGE",
      "UnsupportedMethodError",
      "answerSessionRequest",
      "answerSolanaRequest",
      "createMemoryKeyValueStorage",
      "createWalletConnectTestWallet",
      "toSolanaKey",
    ]
  `)
})
