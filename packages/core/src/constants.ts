import type { CaipNetworkId, ChainNamespace } from './namespaces'

// ── Time units ──────────────────────────────────────────────────────────────
export const SECONDS_PER_MINUTE = 60 // SPEC §9
export const SECONDS_PER_HOUR = 3_600 // SPEC §9
export const SECONDS_PER_DAY = 86_400 // SPEC §9
export const SECONDS_PER_YEAR = 365 * SECONDS_PER_DAY // SPEC §9: a year is 365 days

// ── Email login, caches and locks ───────────────────────────────────────────
export const EMAIL_COOLDOWN_MS = 30_000 // SPEC §5, §9: email login throttle
export const PORTFOLIO_CACHE_MS = 30_000 // SPEC §9: balance cache
export const NATIVE_BALANCE_CACHE_MS = 30_000 // SPEC §9
export const ENS_CACHE_MS = 300_000 // SPEC §9: 5 min
export const IDENTITY_CACHE_MS = 300_000 // SPEC §9: 5 min
export const BALANCE_RETRY_LOCK_MS = 30_000 // SPEC §5, §8, §9: no balance refetch within 30 s of a failure
export const RECENT_WALLETS_MAX = 2 // SPEC §3, §9

// ── Modal, banner and animations ────────────────────────────────────────────
export const MODAL_WIDTH_PX = 360 // SPEC §2
export const MODAL_Z_INDEX = 999 // SPEC §2
export const MODAL_FONT_FAMILY = 'Inter' // SPEC §2
export const THEME_MODES = ['light', 'dark'] as const // SPEC §2
export type ThemeMode = (typeof THEME_MODES)[number]
export const BANNER_DELAY_MS = 150 // SPEC §4, §9: a new banner appears 150 ms after the open one closes
export const SHAKE_DURATION_MS = 500 // SPEC §4, §9
export const HEADER_TEXT_ANIMATION_MS = 120 // SPEC §9
export const MODAL_HEIGHT_ANIMATION_MS = 150 // SPEC §9
export const VIEW_TRANSITION_MS = 150 // SPEC §9
export const UNSUPPORTED_METHOD_TOAST_DELAY_MS = 300 // SPEC §4: error toast after the modal opens

// ── Social login ────────────────────────────────────────────────────────────
export const SOCIAL_POPUP_WIDTH_PX = 600 // SPEC §2, §9
export const SOCIAL_POPUP_HEIGHT_PX = 800 // SPEC §2, §9
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1_000 // SPEC §9
export const HEARTBEAT_INTERVAL_MS = 5_000 // SPEC §9
/** SPEC §1, §5: the providers a social login may use. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const // SPEC §5
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
/** SPEC §1: farcaster is a login beside the social providers. */
export const SOCIAL_LOGINS = [...SOCIAL_PROVIDERS, 'farcaster'] as const // SPEC §1
export type SocialLogin = (typeof SOCIAL_LOGINS)[number]
export const TELEGRAM_PLATFORMS = ['ios', 'macos', 'android'] as const // SPEC §5
export type TelegramPlatform = (typeof TELEGRAM_PLATFORMS)[number]
/** SPEC §5: in a Telegram mini app, each platform hides these socials. */
export const TELEGRAM_HIDDEN_SOCIALS = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
} as const satisfies Record<TelegramPlatform, readonly SocialProvider[]> // SPEC §5

// ── Connect methods, connectors, wallets ────────────────────────────────────
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const // SPEC §2
export type ConnectMethod = (typeof CONNECT_METHODS)[number]
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const // SPEC §2
export const INJECTED_CONNECT_METHOD_ORDER = ['wallet', 'email', 'social'] as const // SPEC §2: when injected wallets exist
export const CONNECTOR_TYPES = [
  'ANNOUNCED',
  'INJECTED',
  'WALLET_CONNECT',
  'AUTH',
  'MULTI_CHAIN',
  'EXTERNAL',
] as const // SPEC §3
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]
/** SPEC §9: the order of wallet groups in the Connect view (overridable). */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const // SPEC §9
export type ConnectorGroup = (typeof CONNECTOR_TYPE_ORDER)[number]
export const RECOMMENDED_WALLETS_COUNT = 4 // SPEC §7
export const WALLETS_PAGE_SIZE = 40 // SPEC §7
export const WALLET_SEARCH_PAGE_SIZE = 100 // SPEC §7
export const WALLET_SEARCH_MIN_WAIT_MS = 300 // SPEC §9
export const WALLET_IMAGE_PREFETCH_COUNT = 20 // SPEC §9: first 20 of each page
export const IMAGE_PRELOAD_RACE_MS = 2_000 // SPEC §9
export const BROWSER_WALLET_NAME = 'Browser Wallet' // SPEC §5: the generic injected connector
export const PAIRING_URI_EXPIRY_MS = 240_000 // SPEC §4: 4 minutes
export const PAIRING_URI_EXPIRED_THRESHOLD_MS = 10_000 // SPEC §4: expired when under 10 s remain
export const RELAY_CONNECT_TIMEOUT_MS = 10_000 // Portico's own: no pairing link by then means the relay is unreachable
export const RELAY_RETRY_DELAY_MS = 5_000 // Portico's own: the QR view tries an unreachable relay again after this
export const WALLET_ERROR_UNRECOGNIZED_CHAIN = 4902 // SPEC §4: add the chain and retry
export const WALLET_ERROR_USER_REJECTED = 4001 // SPEC §4: EIP-1193's refusal; the switch or connect aborts

// ── Accounts ────────────────────────────────────────────────────────────────
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const // SPEC §3
export type AccountType = (typeof ACCOUNT_TYPES)[number]
export const BITCOIN_ACCOUNT_TYPES = ['payment', 'ordinal'] as const // SPEC §3
export type BitcoinAccountType = (typeof BITCOIN_ACCOUNT_TYPES)[number]
export const BITCOIN_ACCOUNT_INDEX = { payment: 0, ordinal: 1 } as const satisfies Record<
  BitcoinAccountType,
  number
> // SPEC §9
/** SPEC §9: cosmos has no default in SPEC, so it is absent here. */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const satisfies Partial<Record<ChainNamespace, AccountType | BitcoinAccountType>> // SPEC §9
export const EMBEDDED_WALLET_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[] // SPEC §1
/** SPEC §1, §5: send works on EVM and Solana; Polkadot's local chain lets it go beyond SPEC there. */
export const SEND_NAMESPACES = ['eip155', 'solana', 'polkadot'] as const satisfies readonly ChainNamespace[]
export type SendNamespace = (typeof SEND_NAMESPACES)[number]

// ── Names ───────────────────────────────────────────────────────────────────
export const ACCOUNT_NAME_MIN_LENGTH = 4 // SPEC §5, §9
export const ACCOUNT_NAME_SUFFIX = '.reown.id' // SPEC §5
export const LEGACY_ACCOUNT_NAME_SUFFIX = '.wcn.id' // SPEC §5
export const ACCOUNT_NAME_SUFFIXES = [ACCOUNT_NAME_SUFFIX, LEGACY_ACCOUNT_NAME_SUFFIX] as const // SPEC §5
export const COIN_TYPE_FLAG = 0x80000000 // SPEC §5, §7: coin type is chain id OR 0x80000000

// ── Features ────────────────────────────────────────────────────────────────
export const FEATURES = ['email', 'socials', 'swaps', 'send', 'receive', 'onramp', 'activity', 'pay'] as const // SPEC §1
export type Feature = (typeof FEATURES)[number]
export const ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const // SPEC §9
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number]
export const ONRAMP_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const // SPEC §9: each provider
/** SPEC §9: swaps use one aggregator; its id is not shown, '1inch' is Portico's choice of name. */
export const SWAP_AGGREGATORS = ['1inch'] as const // SPEC §9
export type SwapAggregator = (typeof SWAP_AGGREGATORS)[number]
/** SPEC §9: what remote project configuration would turn on, used when its fetch fails. */
export const DEFAULT_REMOTE_FEATURES = {
  swaps: SWAP_AGGREGATORS,
  onramp: ONRAMP_PROVIDERS,
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
  branding: true,
  multiWallet: false,
} as const satisfies {
  swaps: readonly SwapAggregator[]
  onramp: readonly OnrampProvider[]
  email: boolean
  socials: readonly SocialLogin[]
  activity: boolean
  branding: boolean
  multiWallet: boolean
} // SPEC §9
/** SPEC §9: features set in code only. */
export const DEFAULT_LOCAL_FEATURES = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const // SPEC §9
export const WALLET_FEATURE_ORDER = [
  'onramp',
  'swaps',
  'receive',
  'send',
] as const satisfies readonly Feature[] // SPEC §9

// ── Swaps and payments ──────────────────────────────────────────────────────
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1 // SPEC §9
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const // SPEC §9
export const SWAP_CAIP_NETWORK_IDS: readonly CaipNetworkId[] = SWAP_CHAIN_IDS.map(
  (id) => `eip155:${id}` as const,
) // SPEC §9
/** SPEC §9: chains card payment works on. */
export const CARD_PAY_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const // SPEC §9
export const PAYMENT_METHODS = ['card', 'ACH_BANK_ACCOUNT'] as const // SPEC §5
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_FIAT_CURRENCIES = ['USD', 'EUR'] as const // SPEC §5
export interface PaymentMethodLimit {
  readonly id: PaymentMethod
  readonly min: string
  readonly max: string
}
/** SPEC §5: per-method limits, in the on-ramp paymentCurrencies shape of §3. */
export const DEFAULT_PAYMENT_METHOD_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
] // SPEC §5
export const DEFAULT_PAYMENT_CURRENCIES = PAYMENT_FIAT_CURRENCIES.map((id) => ({
  id,
  payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS,
})) // SPEC §5

// ── Embedded wallet (secure frame) ──────────────────────────────────────────
export const IFRAME_LOAD_TIMEOUT_MS = 20_000 // SPEC §9
export const FRAME_REQUEST_TIMEOUT_MS = 120_000 // SPEC §9
/** SPEC §9: the frame requests that wait FRAME_REQUEST_TIMEOUT_MS (names are Portico's own). */
export const FRAME_TIMED_REQUESTS = [
  'connectEmail',
  'connectDevice',
  'connectSocial',
  'getSocialRedirectUri',
] as const // SPEC §9
export const SIGN_OUT_TIMEOUT_MS = 3_000 // SPEC §9
export const FRAME_READY_DELAY_MS = 500 // SPEC §4, §9
export const SECURE_SDK_VERSION = 4 // SPEC §9
export const EMAIL_FLOW_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const // SPEC §5
export type EmailFlowAction = (typeof EMAIL_FLOW_ACTIONS)[number]
export const EMAIL_UPDATE_FLOW_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const // SPEC §5
export type EmailUpdateFlowAction = (typeof EMAIL_UPDATE_FLOW_ACTIONS)[number]
/** SPEC §3: the one AUTH connector (the embedded wallet), listed in each namespace it serves (Portico's own id). */
export const AUTH_CONNECTOR_ID = 'auth'
export const AUTH_CONNECTOR_NAME = 'Embedded Wallet' // Portico's own
/** SPEC §6: what the embedded wallet signs or spends only after the visitor approves it (ApproveTransaction). */
export const EMBEDDED_WALLET_UNSAFE_METHODS = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_signTransaction',
    'eth_sendTransaction',
    'wallet_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ],
} as const // SPEC §6
/** SPEC §6: read-only methods (balance, block, logs, call, estimate gas, capabilities, calls status, assets and similar). */
export const EMBEDDED_WALLET_SAFE_METHODS = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'net_version',
    'eth_blockNumber',
    'eth_getBalance',
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getLogs',
    'eth_call',
    'eth_estimateGas',
    'eth_gasPrice',
    'eth_maxPriorityFeePerGas',
    'eth_feeHistory',
    'eth_blobBaseFee',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getTransactionCount',
    'eth_getTransactionByHash',
    'eth_getTransactionReceipt',
    'eth_sendRawTransaction',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: ['solana_getAccounts', 'solana_requestAccounts'],
} as const // SPEC §6

// ── Networks ────────────────────────────────────────────────────────────────
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1' satisfies CaipNetworkId // SPEC §9
export const UNKNOWN_NETWORK_NAME = 'Unknown Network' // SPEC §4
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const // SPEC §5
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]

// ── Logging and error reporting ─────────────────────────────────────────────
export const LOG_BUFFER_SIZE_BYTES = 1_024_000 // SPEC §9
export const DEFAULT_LOG_LEVEL = 'info' // SPEC §9
export const EMBEDDED_WALLET_LOG_LEVEL = 'error' // SPEC §9
export const ERROR_REPORT_MAX_EVENTS = 5 // SPEC §8: per window
export const ERROR_REPORT_WINDOW_MS = 60_000 // SPEC §8
export const ERROR_TRACKING_EVENTS = [
  'SIWX_AUTH_ERROR',
  'SIWX_AUTH_SUCCESS',
  'CLICK_CANCEL_SIWX',
  'ERROR_FETCH_TRANSACTIONS',
] as const // SPEC §8

// ── RPC and transactions ────────────────────────────────────────────────────
export const RPC_HTTP_TIMEOUT_MS = 10_000 // SPEC §9
export const RPC_BATCH_SIZE = 1_000 // SPEC §9
export const MULTICALL_BATCH_SIZE_BYTES = 1_024 // SPEC §9
export const RPC_RETRY_COUNT = 3 // SPEC §9
export const RPC_RETRY_DELAY_MS = 150 // SPEC §9: doubles each attempt
export const RETRY_BACKOFF_FACTOR = 2 // SPEC §9: delays double
export const RETRYABLE_HTTP_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const // SPEC §8
export const RECEIPT_WAIT_TIMEOUT_MS = 180_000 // SPEC §9
export const RECEIPT_RETRY_COUNT = 6 // SPEC §9
export const RECEIPT_RETRY_DELAY_MS = 200 // SPEC §9: doubles each attempt
export const CONFIRMATION_WAIT_TIMEOUT_MS = 25_000 // SPEC §9
export const PENDING_TRANSACTION_POLLING_MS = 30_000 // SPEC §9
export const PENDING_TRANSACTION_POLLING_ENABLED = false // SPEC §9: off by default
export const PENDING_TRANSACTIONS_LIMIT = 99 // SPEC §9
export const FEE_MULTIPLIER = 1.2 // SPEC §9
export const DEFAULT_BLOCK_TIME_MS = 12_000 // SPEC §9
export const POLLING_INTERVAL_MIN_MS = 500 // SPEC §9
export const POLLING_INTERVAL_MAX_MS = 4_000 // SPEC §9

// ── Blobs ───────────────────────────────────────────────────────────────────
export const BLOB_SIZE_BYTES = 131_072 // SPEC §9
export const FIELD_ELEMENTS_PER_BLOB = 4_096 // SPEC §9
export const BYTES_PER_FIELD_ELEMENT = 31 // SPEC §9: usable bytes of each 32-byte element
export const MAX_BLOB_DATA_BYTES = 761_855 // SPEC §8, §9

// ── Encodings ───────────────────────────────────────────────────────────────
export const BLAKE2_MIN_LENGTH_BYTES = 1 // SPEC §5: Blake2 output and key length 1-32
export const BLAKE2_MAX_LENGTH_BYTES = 32 // SPEC §5
export const BASE64_LENGTH_MULTIPLE = 4 // SPEC §5: base64 length is a multiple of 4

// ── Regions ─────────────────────────────────────────────────────────────────
/** SPEC §6: compared case-insensitively; Asia/Beijing is listed though IANA has no such zone. */
export const RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Asia/Beijing',
] as const // SPEC §6

/** SPEC §6 "default allowed ancestors": local development origins (Portico's own list). */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost',
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
] as const // SPEC §6

// ── WalletConnect ───────────────────────────────────────────────────────────
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect' // SPEC §3: the one WALLET_CONNECT connector, shared by every namespace
export const WALLET_CONNECT_NAME = 'WalletConnect' // SPEC §3: the connector's name
/** WalletConnect's public relay, used when the host names none (the local stack's is ws://127.0.0.1:4001). */
export const DEFAULT_WALLET_CONNECT_RELAY_URL = 'wss://relay.walletconnect.org'
/** SPEC §7: the wallet RPC methods a WalletConnect session asks for, per namespace. */
export const WALLET_CONNECT_METHODS = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  // WalletConnect's Polkadot RPC reference: raw messages and transaction payloads.
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  // WalletConnect's Bitcoin RPC reference: addresses by intention, messages, PSBTs, transfers.
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  // WalletConnect's Cosmos RPC reference: accounts with their public keys, direct and amino signing.
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
} as const // SPEC §7
/** SPEC §4's account sync: the wallet events a session subscribes to. */
export const WALLET_CONNECT_EVENTS = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: [],
  // WalletConnect's Polkadot namespaces guide: the wallet's account and chain changes.
  polkadot: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged'],
  // WalletConnect's Cosmos RPC reference defines no events.
  cosmos: [],
} as const // SPEC §4
