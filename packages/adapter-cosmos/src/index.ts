// @portico/adapter-cosmos: the cosmos ChainAdapter over Keplr-compatible wallets (Keplr, Leap).
// The visitor's refusal lives in core; re-exported so `isUserRejection` and the class stay importable here.
export { isUserRejection, UserRejectedRequestError } from '@portico/core'
export type { ConnectErrorType, ConnectParameters, ConnectReturnType } from './actions/connect'
export type {
  SignMessageErrorType,
  SignMessageParameters,
  SignMessageReturnType,
} from './actions/signMessage'
export { COSMOS_CAPABILITIES } from './constants'
export {
  type CosmosAdapter,
  type CreateCosmosAdapterParameters,
  createCosmosAdapter,
} from './createCosmosAdapter'
export { AdapterNotReadyError } from './errors/AdapterNotReadyError'
export { ChainNotSupportedError } from './errors/ChainNotSupportedError'
export { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'
export { ConnectorNotFoundError } from './errors/ConnectorNotFoundError'
export { isCosmosRejection } from './errors/rethrowCosmosRejection'
export type { CosmosChainInfo, CosmosCurrency } from './networks/CosmosChainInfo'
export {
  cosmosHub,
  cosmosHubTestnet,
  cosmosNetworks,
  osmosis,
  osmosisTestnet,
} from './networks/cosmosNetworks'
export {
  type CosmosChainConfig,
  type CosmosNetwork,
  type DefineCosmosNetworkParameters,
  defineCosmosNetwork,
  isCosmosNetwork,
  toChainInfo,
} from './networks/defineCosmosNetwork'
export {
  DEFAULT_INJECTED_WALLETS,
  type InjectedCosmosWallet,
  KEPLR,
  LEAP,
} from './wallets/InjectedCosmosWallet'
export type { KeplrKey, KeplrLikeProvider, KeplrStdSignature } from './wallets/KeplrLikeProvider'
