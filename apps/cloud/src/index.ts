export { CATALOGUE_WALLETS, type CatalogueWallet, walletIdFromName } from './catalogue/catalogueWallet'
export type { WalletEntry } from './catalogue/queryWallets'
export { chainsFromDevnetDescription, type DevnetDescriptionInput } from './chains/chainsFromDevnet'
export type { CloudChain, CloudToken, SwapMarket } from './chains/cloudChain'
export {
  DEFAULT_CLOUD_PORT,
  DEMO_ALLOWED_ORIGINS,
  DEMO_PROJECT_ID,
  DOCS_PATH,
  OPENAPI_PATH,
  RATE_LIMITS,
} from './constants'
export type { Database, DatabasePoolStats, Queryable } from './db/database'
export {
  CloudPortInUseError,
  INVALID_ADDRESS_MESSAGE,
  INVALID_PROJECT_ID_MESSAGE,
  invalidParameterMessage,
  missingParameterMessage,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  RPC_CALL_NOT_ALLOWED_MESSAGE,
  UNSUPPORTED_CHAIN_MESSAGE,
  UPSTREAM_RPC_FAILED_MESSAGE,
} from './errors'
export type { AccountName } from './names/accountNames'
export { DEFAULT_TOKEN_PRICES_USD } from './prices/tokenPrices'
export { DEFAULT_REMOTE_FEATURES, type ProjectFeature } from './projects/defaultFeatures'
export type { ProjectDefinition } from './projects/project'
export type { RateLimitFamily, RateLimitRule } from './rateLimit/rateLimitFamily'
export type { TokenBalance } from './routes/accountBalance'
export type { SocialLoginSettings, SocialProviderSettings } from './socialLogin/socialLoginSettings'
export { type Cloud, type StartCloudParameters, startCloud } from './startCloud'
