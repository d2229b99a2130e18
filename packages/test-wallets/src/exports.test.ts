import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "DEVNET_WALLET_ACCOUNT_INDEX",
      "DEVNET_WALLET_GRANT_KEY",
      "DEVNET_WALLET_ICON",
      "DEVNET_WALLET_MNEMONIC",
      "DEVNET_WALLET_NAME",
      "DEVNET_WALLET_RDNS",
      "INTERNAL_ERROR_CODE",
      "ProviderRpcError",
      "RPC_ERROR_CODES",
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
      "announceEip6963Provider",
      "answerSessionRequest",
      "answerSolanaRequest",
      "createEvmTestWallet",
      "createMemoryKeyValueStorage",
      "createWalletConnectTestWallet",
      "installDevnetWallet",
      "installInjected",
      "toSolanaKey",
    ]
  `)
})
