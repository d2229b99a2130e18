import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_ORDINALS_PATH",
      "BITCOIN_PAYMENT_PATH",
      "BITCOIN_PROVIDER_PATH",
      "BITCOIN_TEST_WALLET_NETWORKS",
      "BitcoinWalletError",
      "DEVNET_SOLANA_RPC_URL",
      "DEVNET_SOLANA_WALLET_GRANT_KEY",
      "DEVNET_WALLET_ACCOUNT_INDEX",
      "DEVNET_WALLET_GRANT_KEY",
      "DEVNET_WALLET_ICON",
      "DEVNET_WALLET_MNEMONIC",
      "DEVNET_WALLET_NAME",
      "DEVNET_WALLET_RDNS",
      "INTERNAL_ERROR_CODE",
      "PORTICO_SOLANA_DEVNET_CHAIN",
      "ProviderRpcError",
      "REGTEST_NETWORK",
      "RPC_ERROR_CODES",
      "SOLANA_TEST_WALLET_CHAINS",
      "SolanaRpcError",
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
      "createBitcoinTestWallet",
      "createEvmTestWallet",
      "createMemoryKeyValueStorage",
      "createSolanaTestWallet",
      "createWalletConnectTestWallet",
      "deriveBitcoinKeys",
      "deriveSolanaSecretKey",
      "installDevnetWallet",
      "installInjected",
      "signWireTransaction",
      "toSolanaKey",
    ]
  `)
})
