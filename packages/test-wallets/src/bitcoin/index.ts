export {
  BITCOIN_ORDINALS_PATH,
  BITCOIN_PAYMENT_PATH,
  BITCOIN_PROVIDER_PATH,
  BITCOIN_TEST_WALLET_NETWORKS,
  type BitcoinTestWalletNetwork,
  DEVNET_BITCOIN_WALLET_GRANT_KEY,
  REGTEST_NETWORK,
} from './constants'
export {
  type BitcoinStandardTestWalletFeatures,
  bitcoinStandardChain,
  createBitcoinStandardWallet,
} from './createBitcoinStandardWallet'
export {
  type BitcoinTestWallet,
  BitcoinWalletError,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet'
export { type BitcoinKey, deriveBitcoinKeys } from './deriveBitcoinKeys'
