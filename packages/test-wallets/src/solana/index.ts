export {
  DEVNET_SOLANA_RPC_URL,
  DEVNET_SOLANA_WALLET_GRANT_KEY,
  PORTICO_SOLANA_DEVNET_CHAIN,
  SOLANA_TEST_WALLET_CHAINS,
  type SolanaTestWalletChain,
} from './constants'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletFeatures,
} from './createSolanaTestWallet'
export { deriveSolanaSecretKey } from './deriveSolanaSecretKey'
export { SolanaRpcError } from './sendToSolanaRpc'
export { signWireTransaction } from './signWireTransaction'
