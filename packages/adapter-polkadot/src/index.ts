// @portico/adapter-polkadot: the polkadot ChainAdapter over window.injectedWeb3 extensions.
// The visitor's refusal lives in core; re-exported so `isUserRejection` and the class stay importable here.
export { isUserRejection, UserRejectedRequestError } from '@portico/core'
export type { ConnectErrorType, ConnectParameters, ConnectReturnType } from './actions/connect'
export type {
  EstimateSendFeeErrorType,
  EstimateSendFeeParameters,
  EstimateSendFeeReturnType,
} from './actions/estimateSendFee'
export type { GetBalanceErrorType, GetBalanceParameters, GetBalanceReturnType } from './actions/getBalance'
export type {
  SendTransactionErrorType,
  SendTransactionParameters,
  SendTransactionReturnType,
} from './actions/sendTransaction'
export type {
  SignMessageErrorType,
  SignMessageParameters,
  SignMessageReturnType,
} from './actions/signMessage'
export { POLKADOT_CAPABILITIES } from './constants'
export {
  type CreatePolkadotAdapterParameters,
  createPolkadotAdapter,
  type PolkadotAdapter,
} from './createPolkadotAdapter'
export { AdapterNotReadyError } from './errors/AdapterNotReadyError'
export { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'
export { ConnectorNotFoundError } from './errors/ConnectorNotFoundError'
export {
  InsufficientBalanceError,
  type InsufficientBalanceErrorParameters,
} from './errors/InsufficientBalanceError'
export { InvalidReceiverError } from './errors/InvalidReceiverError'
export { NetworkMismatchError } from './errors/NetworkMismatchError'
export { NoAccountsError } from './errors/NoAccountsError'
export { isPolkadotRejection } from './errors/rethrowPolkadotRejection'
export { SignPayloadUnsupportedError } from './errors/SignPayloadUnsupportedError'
export { SignRawUnsupportedError } from './errors/SignRawUnsupportedError'
export { TokenTransferUnsupportedError } from './errors/TokenTransferUnsupportedError'
export { TransactionFailedError } from './errors/TransactionFailedError'
export {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  isPolkadotNetwork,
  type PolkadotChainConfig,
  type PolkadotNetwork,
  polkadotChainReference,
} from './networks/definePolkadotNetwork'
export {
  kusama,
  polkadot,
  polkadotNetworks,
  porticoLocalPolkadot,
  westend,
} from './networks/polkadotNetworks'
export type {
  InjectedPolkadot,
  InjectedPolkadotAccount,
  InjectedWindowProvider,
  PolkadotKeypairType,
  PolkadotSignerPayload,
  PolkadotSignerResult,
  PolkadotSignRawPayload,
} from './wallets/InjectedPolkadot'
export {
  DEFAULT_POLKADOT_EXTENSIONS,
  NOVA_WALLET,
  POLKADOT_JS,
  type PolkadotExtension,
  SUBWALLET,
  TALISMAN,
} from './wallets/PolkadotExtension'
