// @portico/adapter-polkadot: the polkadot ChainAdapter over window.injectedWeb3 extensions.
// The visitor's refusal lives in core; re-exported so `isUserRejection` and the class stay importable here.
export { isUserRejection, UserRejectedRequestError } from '@portico/core'
export type { ConnectErrorType, ConnectParameters, ConnectReturnType } from './actions/connect'
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
export { NoAccountsError } from './errors/NoAccountsError'
export { isPolkadotRejection } from './errors/rethrowPolkadotRejection'
export { SignRawUnsupportedError } from './errors/SignRawUnsupportedError'
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
