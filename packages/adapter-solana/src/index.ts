// @portico/adapter-solana: the solana ChainAdapter on the Wallet Standard and @solana/web3.js.
// The visitor's refusal lives in core; re-exported so `isUserRejection` and the class stay importable here.
export { isUserRejection, UserRejectedRequestError } from '@portico/core'
export type { ConnectErrorType, ConnectParameters, ConnectReturnType } from './actions/connect'
export type { GetTokenBalanceParameters, GetTokenBalanceReturnType } from './actions/getTokenBalance'
export type {
  SignAndSendTransactionErrorType,
  SignAndSendTransactionParameters,
  SignAndSendTransactionReturnType,
} from './actions/signAndSendTransaction'
export type {
  SignMessageErrorType,
  SignMessageParameters,
  SignMessageReturnType,
} from './actions/signMessage'
export type { SignTransactionErrorType, SignTransactionParameters } from './actions/signTransaction'
export { checkCommitment } from './checkCommitment'
export { DEFAULT_COMMITMENT, SOLANA_CAPABILITIES } from './constants'
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapter,
} from './createSolanaAdapter'
export { AdapterNotReadyError } from './errors/AdapterNotReadyError'
export { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'
export { ConnectorNotFoundError } from './errors/ConnectorNotFoundError'
export { InvalidCommitmentError } from './errors/InvalidCommitmentError'
export { TransactionFailedError } from './errors/TransactionFailedError'
export { WalletFeatureMissingError } from './errors/WalletFeatureMissingError'
export { toWalletStandardChain } from './toWalletStandardChain'
