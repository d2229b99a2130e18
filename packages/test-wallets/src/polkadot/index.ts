export {
  DEVNET_POLKADOT_EXTENSION_KEY,
  DEVNET_POLKADOT_WALLET_GRANT_KEY,
  POLKADOT_AUTHORIZATION_REJECTED,
  POLKADOT_SIGNING_CANCELLED,
  POLKADOT_TEST_WALLET_DERIVATIONS,
  POLKADOT_TEST_WALLET_SS58_PREFIX,
} from './constants'
export {
  type CreatePolkadotTestWalletParameters,
  createPolkadotTestWallet,
  type PolkadotTestWallet,
  type PolkadotTestWalletAccount,
  type PolkadotTestWalletSignerResult,
  type PolkadotTestWalletSignRaw,
} from './createPolkadotTestWallet'
export { DEVNET_POLKADOT_EXTENSION } from './devnetPolkadotExtension'
export { encodeSignerPayload, type PolkadotSignerPayload } from './encodeSignerPayload'
