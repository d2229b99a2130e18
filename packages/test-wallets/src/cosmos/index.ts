export {
  COSMOS_REQUEST_REJECTED,
  COSMOS_TEST_WALLET_DEFAULT_CHAIN,
  COSMOS_TEST_WALLET_KEYSTORE_EVENT,
  DEVNET_COSMOS_PROVIDER_GLOBAL,
  DEVNET_COSMOS_WALLET_GRANT_KEY,
} from './constants'
export {
  type CosmosDirectSignDoc,
  type CosmosTestWallet,
  type CosmosTestWalletChainInfo,
  type CosmosTestWalletKey,
  type CreateCosmosTestWalletParameters,
  createCosmosTestWallet,
} from './createCosmosTestWallet'
export { DEVNET_COSMOS_WALLET } from './devnetCosmosWallet'
