export type {
  AdapterCapabilities,
  AdapterConnection,
  AdapterEvents,
  AdapterSetup,
  ChainAdapter,
  SendTransactionParameters,
} from './adapter/ChainAdapter'
export {
  ConnectError,
  type ConnectParameters,
  MULTI_WALLET_NOT_ENABLED_ALERT,
} from './client/actions/connect'
export { DisconnectError, type DisconnectParameters } from './client/actions/disconnect'
export type { OpenModalParameters } from './client/actions/modal'
export { UNKNOWN_NETWORK_NAME } from './client/actions/networkForChainId'
export { SWITCH_NETWORK_NOT_FOUND_ALERT, type SwitchNetworkResult } from './client/actions/switchNetwork'
export type { PorticoStores } from './client/context'
export { createPortico, type PorticoClient, PROJECT_ID_NOT_CONFIGURED_ALERT } from './client/createPortico'
export type { CustomWallet, PorticoOptions, PorticoUi, SiwxConfig } from './client/options'
export { InvalidOptionsError } from './client/resolveOptions'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
} from './namespaces'
export {
  type CacheEntry,
  createPorticoStorage,
  type PorticoStorage,
  STORAGE_PREFIX,
  type StoredValues,
} from './storage/createPorticoStorage'
export { parseStoredConnectionStatus } from './storage/parseStoredConnectionStatus'
export { createMemoryStorage, type StorageLike } from './storage/StorageLike'
export type { Alert } from './store/createAlertsStore'
export type { NamespaceState } from './store/createChainsStore'
export type { Pairing } from './store/createConnectionStore'
export type { PorticoEvent, PorticoEventName } from './store/createEventsStore'
export type { RouterData, RouterTransaction } from './store/createRouterStore'
export { VIEWS, type View } from './store/views'
export type { AccountState, ConnectedWalletInfo, PreferredAccountType } from './types/account'
export type { WalletCatalogueEntry } from './types/catalogue'
export type {
  AccountType,
  Connection,
  ConnectionAccount,
  ConnectionStatus,
  RecentWallet,
  StoredConnectionStatus,
} from './types/connection'
export type { Connector, ConnectorType } from './types/connector'
export type { EmbeddedWalletInfo, EmbeddedWalletUser, SocialProvider } from './types/embeddedWallet'
export type { CaipNetwork } from './types/network'
export type { SendState } from './types/send'
export type { SiwxMessage, SiwxMessageData, SiwxSession } from './types/siwx'
export type { SwapToken, TokenBalance, WalletAsset } from './types/tokens'
export type { Transaction, TransactionTransfer } from './types/transactions'
export type { Banner, DappMetadata, ThemeMode, ThemeVariables } from './types/ui'
