export type {
  AdapterCapabilities,
  AdapterConnection,
  AdapterEvents,
  AdapterSetup,
  ChainAdapter,
  SendTransactionParameters,
} from './adapter/ChainAdapter'
export {
  type CreateInjectedRegistryParameters,
  createInjectedRegistry,
  type InjectedWallet,
} from './adapter/createInjectedRegistry'
export { type EvmTwin, watchEvmTwins } from './adapter/watchEvmTwins'
export { type BitcoinMessageProtocol, bitcoinMessageProtocol } from './bitcoin/bitcoinMessageProtocol'
export { isCaipAddress } from './caip/isCaipAddress'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId'
export { toCaipAddress } from './caip/toCaipAddress'
export { toCaipNetworkId } from './caip/toCaipNetworkId'
export type { ConnectParameters } from './client/actions/connect'
export { ConnectError } from './client/actions/connectError'
export { DisconnectError, type DisconnectParameters } from './client/actions/disconnect'
export type { DisconnectConnectionParameters } from './client/actions/disconnectConnection'
export type { OpenModalParameters } from './client/actions/modal'
export { NftsUnavailableError, type ReadNftsParameters } from './client/actions/readNfts'
export type { RefreshBalanceParameters, RefreshBalanceReturnType } from './client/actions/refreshBalance'
export type { RefreshTokenBalancesParameters } from './client/actions/refreshTokenBalances'
export type { SelectAccountParameters } from './client/actions/selectAccount'
export type { SwitchConnectionParameters } from './client/actions/switchConnection'
export type { SwitchNetworkResult } from './client/actions/switchNetwork'
export type { PorticoStores } from './client/context'
export { createPortico, type PorticoClient, type PorticoEnvironment } from './client/createPortico'
export type { CustomWallet, PorticoOptions, PorticoUi, SiwxConfig, SiwxMessageInput } from './client/options'
export { InvalidOptionsError } from './client/resolveOptions'
export { NO_UI_WARNING } from './client/warnIfNoUi'
export {
  buildCloudUrl,
  type CloudClient,
  CloudRequestError,
  createCloudClient,
  SDK_TYPE,
  SDK_VERSION,
} from './cloud/createCloudClient'
export * from './constants'
export { isAccountAccessRevocation } from './embeddedWallet/classifyRpcMethod'
export type { EmailLoginState, EmailLoginStep, EmailLoginStore } from './embeddedWallet/createEmailLoginStore'
export type {
  PendingRequest,
  PendingRequestState,
  PendingRequestStore,
} from './embeddedWallet/createPendingRequestStore'
export type {
  SocialLoginReason,
  SocialLoginState,
  SocialLoginStore,
} from './embeddedWallet/createSocialLoginStore'
export type {
  UpdateEmailReason,
  UpdateEmailState,
  UpdateEmailStep,
  UpdateEmailStore,
} from './embeddedWallet/createUpdateEmailStore'
export {
  describeRequest,
  type RequestDetails,
  type TransferDetails,
} from './embeddedWallet/describeRequest'
export type { EmbeddedWallet } from './embeddedWallet/EmbeddedWallet'
export type { EmbeddedWalletRpcError } from './embeddedWallet/EmbeddedWalletRpcError'
export type {
  Eip1193Provider,
  EmbeddedSolanaProvider,
  EmbeddedWalletBridge,
  EmbeddedWalletBridgeUser,
  EmbeddedWalletConnector,
  EmbeddedWalletModule,
  EmbeddedWalletNamespace,
  EmbeddedWalletOptions,
  FrameRect,
  FrameTheme,
} from './embeddedWallet/types'
export * from './errors/index'
export {
  type FeatureOptions,
  type LocalFeatures,
  type PorticoFeatures,
  parseRemoteFeatures,
  REMOTE_FEATURE_IDS,
  REMOTE_FEATURE_KEYS,
  type RemoteFeatureEntry,
  type RemoteFeatures,
  resolveFeatures,
  toRemoteFeatureEntries,
} from './features/features'
export { type FormatBalanceOptions, formatBalance } from './format/formatBalance'
export { formatDecimal } from './format/formatDecimal'
export { isValidDecimal, parseDecimal } from './format/parseDecimal'
export { truncateAddress } from './format/truncateAddress'
export { truncateEmail } from './format/truncateEmail'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
} from './namespaces'
export * from './networks'
export {
  filterExcludedWallets,
  isWalletExcluded,
  type WalletIdentity,
} from './ordering/filterExcludedWallets'
export { filterSocialsForTelegram } from './ordering/filterSocialsForTelegram'
export {
  type GetConnectMethodOrderParameters,
  getConnectMethodOrder,
} from './ordering/getConnectMethodOrder'
export { getDefaultAccountType } from './ordering/getDefaultAccountType'
export { getWalletFeatureOrder, type WalletFeature } from './ordering/getWalletFeatureOrder'
export { isBrowserWalletHidden } from './ordering/isBrowserWalletHidden'
export {
  getConnectorGroup,
  resolveConnectorTypeOrder,
  type SortConnectorsByTypeOrderOptions,
  sortConnectorsByTypeOrder,
} from './ordering/sortConnectorsByTypeOrder'
export type { SiweConfig, SiweCreateMessageArgs, SiweMessageParams, SiweSession } from './siwx/siweConfig'
export { cookieStorage } from './ssr/cookieStorage'
export { cookieToInitialState } from './ssr/cookieToInitialState'
export type { InitialAccount, PorticoInitialState } from './ssr/initialState'
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
export {
  type CatalogueOptions,
  type CatalogueState,
  type CatalogueStore,
  type CreateCatalogueStoreParameters,
  createCatalogueStore,
  selectAllWallets,
  selectHasMoreWallets,
} from './store/createCatalogueStore'
export type { NamespaceState } from './store/createChainsStore'
export type { Pairing } from './store/createConnectionStore'
export type { PorticoEvent, PorticoEventName } from './store/createEventsStore'
export { selectOnrampProviders } from './store/createFeaturesStore'
export type { RouterData, RouterTransaction } from './store/createRouterStore'
export {
  createSendStore,
  type SendParameters,
  type SendRequest,
  type SendStore,
  type SendStoreState,
} from './store/createSendStore'
export type { SignInState, SignInStatus } from './store/createSignInStore'
export {
  createTransactionsStore,
  type FetchTransactionsParameters,
  type TransactionsState,
  type TransactionsStore,
} from './store/createTransactionsStore'
export { VIEWS, type View } from './store/views'
export { groupTransactionsByYear, type TransactionsByYear } from './transactions/groupTransactionsByYear'
export { isSpamTransaction } from './transactions/isSpamTransaction'
export type { AccountState, ConnectedWalletInfo } from './types/account'
export type { WalletCatalogueEntry } from './types/catalogue'
export type {
  Connection,
  ConnectionAccount,
  ConnectionStatus,
  RecentWallet,
  StoredConnectionStatus,
} from './types/connection'
export type { Connector } from './types/connector'
export type { EmbeddedWalletInfo, EmbeddedWalletUser } from './types/embeddedWallet'
export type { CaipNetwork } from './types/network'
export type { AccountNft } from './types/nfts'
export type { PreferredAccountType } from './types/preferredAccountType'
export type { SendState } from './types/send'
export type { SiwxMessage, SiwxMessageData, SiwxSession } from './types/siwx'
export type { SwapToken, TokenBalance, WalletAsset } from './types/tokens'
export type { Transaction, TransactionTransfer } from './types/transactions'
export type { Banner, DappMetadata, ThemeVariables } from './types/ui'
export { getCoinType } from './validation/getCoinType'
export { getEmailCooldownMessage } from './validation/getEmailCooldownMessage'
export { isEvmAddress } from './validation/isEvmAddress'
export { isOriginAllowed } from './validation/isOriginAllowed'
export { isRestrictedRegion } from './validation/isRestrictedRegion'
export { isSignedMessage } from './validation/isSignedMessage'
export { isSolanaAddress } from './validation/isSolanaAddress'
export { isSolanaCommitment } from './validation/isSolanaCommitment'
export { isTransactionHash } from './validation/isTransactionHash'
export { isValidAccountName } from './validation/isValidAccountName'
export { isValidEmail } from './validation/isValidEmail'
export { type SendCall, validateSendCalls } from './validation/validateSendCalls'
export { type AttachedWalletConnect, attachWalletConnect } from './walletconnect/attachWalletConnect'
export type {
  WalletConnectNamespaceConfig,
  WalletConnectNamespaces,
} from './walletconnect/buildWalletConnectNamespaces'
export { createPairing } from './walletconnect/createPairing'
export { createWalletConnectAlerts } from './walletconnect/createWalletConnectAlerts'
export {
  createWalletConnectConnector,
  type WalletConnectConnector,
} from './walletconnect/createWalletConnectConnector'
export { createWalletConnectRoute, type WalletConnectRoute } from './walletconnect/createWalletConnectRoute'
export {
  ConnectionRejectedError,
  isWalletConnectRejection,
  PAIRING_REPLACED,
  PairingCancelledError,
  PairingReplacedError,
  RELAY_UNREACHABLE,
  RelayUnreachableError,
  RPC_READ_FAILED,
  RpcReadError,
  WalletConnectConnectorNotFoundError,
} from './walletconnect/errors'
export { isPairingExpired } from './walletconnect/isPairingExpired'
export type {
  WalletConnectNamespaceAccounts,
  WalletConnectSessionAccounts,
} from './walletconnect/parseSessionAccounts'
export {
  isMobileSafari,
  type PairingEnvironment,
  shouldRenewPairing,
} from './walletconnect/shouldRenewPairing'
export type {
  WalletConnectAccountsChange,
  WalletConnectConnectorOptions,
  WalletConnectDisconnect,
  WalletConnectRequest,
  WalletConnectSession,
  WalletConnectStorage,
} from './walletconnect/types'
export {
  WALLET_CONNECT_NAMESPACES,
  type WalletConnectNamespace,
} from './walletconnect/walletConnectNamespaces'
