export { announceEip6963Provider, type Eip6963ProviderInfo } from './announceEip6963Provider'
export { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME, DEVNET_WALLET_RDNS } from './constants'
export {
  type CreateEvmTestWalletParameters,
  createEvmTestWallet,
  type EvmTestWallet,
  type EvmTestWalletProvider,
} from './createEvmTestWallet'
export {
  DEVNET_WALLET_ACCOUNT_INDEX,
  DEVNET_WALLET_GRANT_KEY,
  DEVNET_WALLET_MNEMONIC,
  type DevnetWallet,
  type InstallDevnetWalletParameters,
  installDevnetWallet,
} from './installDevnetWallet'
export { installInjected } from './installInjected'
export { ProviderRpcError, RPC_ERROR_CODES } from './ProviderRpcError'
export type { AddEthereumChainParameter } from './validateAddEthereumChainParameter'
export type { KnownChain } from './walletState'
