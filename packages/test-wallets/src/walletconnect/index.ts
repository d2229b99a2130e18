export { answerSessionRequest, type TestWalletChain, TestWalletRequestError } from './answerSessionRequest'
export { answerSolanaRequest, type SolanaKey, toSolanaKey } from './answerSolanaRequest'
export * from './constants'
export { createMemoryKeyValueStorage, type MemoryKeyValueStorage } from './createMemoryKeyValueStorage'
export {
  type AnsweredRequest,
  createWalletConnectTestWallet,
  UnsupportedMethodError,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from './createWalletConnectTestWallet'
