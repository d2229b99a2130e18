export { answerSessionRequest, type TestWalletChain, TestWalletRequestError } from './answerSessionRequest'
export * from './constants'
export { createMemoryKeyValueStorage, type MemoryKeyValueStorage } from './createMemoryKeyValueStorage'
export {
  type AnsweredRequest,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from './createWalletConnectTestWallet'
