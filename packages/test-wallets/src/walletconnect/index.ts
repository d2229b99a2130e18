export { answerSessionRequest, type TestWalletChain, TestWalletRequestError } from './answerSessionRequest'
export { answerSolanaRequest, type SolanaKey, toSolanaKey } from './answerSolanaRequest'
export * from './constants'
export type { WalletConnectBitcoinOptions } from './createBitcoinPart'
export type { WalletConnectCosmosOptions } from './createCosmosPart'
export { createMemoryKeyValueStorage, type MemoryKeyValueStorage } from './createMemoryKeyValueStorage'
export type { WalletConnectPolkadotOptions } from './createPolkadotPart'
export {
  type AnsweredRequest,
  createWalletConnectTestWallet,
  UnsupportedMethodError,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from './createWalletConnectTestWallet'
