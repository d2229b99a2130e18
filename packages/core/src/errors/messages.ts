// Every message of SPEC §8 (and the §5 validation texts), exact, as one constant each.

// SPEC §8: banner when the network is unsupported or the balance fetch fails
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'
export const NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE = 'Network not supported for Gas Price'
export const NETWORK_NOT_SUPPORTED_FOR_SWAPS = 'Network not supported for Swaps'

// SPEC §8: connection failures
export const MODAL_CLOSED = 'Modal closed'
export const POPUP_CLOSED = 'Popup closed'
export const CONNECTION_REJECTED = 'Connection rejected'
export const FAILED_TO_CONNECT = 'Failed to connect'
export const FAILED_TO_INITIATE_SOCIAL_CONNECTION = 'Failed to initiate social connection'
export const FAILED_TO_CONNECT_TO_FARCASTER = 'Failed to connect to farcaster'
export const FAILED_TO_DISCONNECT = 'Failed to disconnect'
export const FAILED_TO_DISCONNECT_CHAINS = 'Failed to disconnect chains'

/** SPEC §8: 'Failed to disconnect chains' with the joined reasons. */
export function failedToDisconnectChainsMessage(reasons: readonly string[]): string {
  return reasons.length === 0
    ? FAILED_TO_DISCONNECT_CHAINS
    : `${FAILED_TO_DISCONNECT_CHAINS}: ${reasons.join(', ')}`
}

// SPEC §5: the social providers
export const UNSUPPORTED_SOCIAL_PROVIDER =
  'Social provider must be one of google, github, apple, facebook, x, discord'

// SPEC §8: email update
export const NO_AUTH_CONNECTOR_FOUND = 'No auth connector found'
export const NOT_CONNECTED_TO_EMAIL_OR_SOCIAL = 'Not connected to email or social'

/** SPEC §5, §8: email login throttle. */
export function emailCooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

/** The n of an email cooldown message (the server's own refusal), or undefined for any other message. */
export function parseEmailCooldownSeconds(message: string): number | undefined {
  const match = /^Please try again after (\d+) seconds$/.exec(message)
  return match ? Number(match[1]) : undefined
}

// SPEC §8: wallet authentication and activity (the grammar of the first is SPEC's own)
export const SIWX_INITIALIZE_FAILED = 'A problem occurred while trying initialize authentication'
export const ERROR_SIGNING_MESSAGE = 'Error signing message'
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'
export const AUTHENTICATING = 'Authenticating...'

// SPEC §8: embedded wallet requests
export const REQUESTED_RPC_CALL_NOT_ALLOWED = 'Requested RPC call is not allowed'
export const ACTION_NOT_ALLOWED = 'Action not allowed'
export const UNABLE_TO_LOAD_EMAIL_LOGIN_DEPENDENCY = 'Unable to load email login dependency'
// Portico's own: the embedded wallet's refusals before anything is asked of the secure frame
export const INVALID_EMAIL = 'Enter a valid email address'
export const INVALID_EMAIL_CODE = 'The login code is the 6 digits of the mail'
export const EMAIL_LOGIN_NOT_ENABLED = 'Email login is not enabled for this project'
export const NO_EMAIL_CODE_REQUESTED = 'No login code was asked for: enter your email first'
export const EMBEDDED_WALLET_NOT_CONNECTED = 'The embedded wallet is not connected'
export const SOCIAL_LOGIN_NOT_ENABLED = 'This social login is not enabled for this project'
export const NO_EMAIL_UPDATE_REQUESTED = 'No email change was asked for: enter the new email first'
export const SAME_EMAIL = 'This is already your email'
/** SPEC §4 "Secure frame": the export's code step came before the export was started, or after it ended. */
export const NO_WALLET_EXPORT_REQUESTED = 'No export code was asked for: start the export again'
export const EMBEDDED_WALLET_NEEDS_EVM_NETWORK = 'The embedded wallet needs an EVM network in `networks`'

// SPEC §8: internal errors
export const SIWX_NOT_ENABLED = 'SIWX is not enabled'
export const NO_ACTIVE_CAIP_ADDRESS = 'No ActiveCaipAddress found'
export const NO_ACTIVE_CAIP_NETWORK_OR_CLIENT = 'No ActiveCaipNetwork or client found'
export const NO_CONNECTION_CONTROLLER_CLIENT = 'No ConnectionController client found'
export const TRANSACTIONS_REQUIRE_ACCOUNT_ADDRESS = "Transactions can't be fetched without an accountAddress"
export const INVALID_CAIP_ADDRESS = 'Invalid CAIP Address'
export const INVALID_CAIP_10_ADDRESS = 'Invalid CAIP-10 address'
export const INVALID_CAIP_2_NETWORK_ID = 'Invalid CAIP-2 network id'
export const NETWORK_NOT_FOUND = 'Network not found'
export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = 'Address or auth connector not found'
export const UNSUPPORTED_CHAIN_NAMESPACE = 'Unsupported chain namespace'
export const WALLET_CONNECT_CONNECTOR_NOT_FOUND = 'WalletConnectConnector not found'
// INVALID_CHAIN_ID and INVALID_DECIMAL_NUMBER: in PorticoError.ts beside their classes, re-exported below.
export const CHAIN_IS_NOT_SUPPORTED = 'Chain is not supported'
export const REQUEST_WAS_ABORTED = 'Request was aborted'
export const SOMETHING_WENT_WRONG = 'Something went wrong'

// SPEC §8: name-service fallbacks, shown when the server gives no reason
export const ERROR_RESOLVING_NAME = 'Error resolving name'
export const ERROR_FETCHING_NAME_SUGGESTIONS = 'Error fetching name suggestions'
export const ERROR_FETCHING_NAMES_FOR_ADDRESS = 'Error fetching names for address'

export function errorRegisteringNameMessage(name: string): string {
  return `Error registering name ${name}`
}

// SPEC §8: connector errors (exact wording beyond the names is Portico's own)
export const CHAIN_NOT_CONFIGURED = 'Chain not configured'
export const CONNECTOR_ALREADY_CONNECTED = 'Connector already connected'
export const CONNECTOR_NOT_CONNECTED = 'Connector not connected'
export const ACCOUNT_NOT_FOUND_FOR_CONNECTOR = 'Account not found for connector'
export const CONNECTOR_UNAVAILABLE_WHILE_RECONNECTING = 'Connector unavailable while reconnecting'
export const PROVIDER_NOT_FOUND = 'Provider not found'

/** SPEC §8 "chain mismatch"; wording is Portico's own. */
export function chainMismatchMessage(
  connectorChainId: number | string,
  expectedChainId: number | string,
): string {
  return `The connector is on chain ${connectorChainId}, which does not match the expected chain ${expectedChainId}`
}

/** SPEC §8 "does not support programmatic chain switching". */
export function switchChainNotSupportedMessage(connectorName: string): string {
  return `"${connectorName}" does not support programmatic chain switching`
}

// SPEC §8: fee and blob errors (wording beyond SPEC's names is Portico's own)
export const BASE_FEE_MULTIPLIER_TOO_LOW = 'The base fee multiplier must be greater than 1'
export const EIP1559_FEES_NOT_SUPPORTED = 'The chain does not support EIP-1559 fees'
export const MAX_FEE_BELOW_PRIORITY_FEE =
  'The max fee per gas cannot be lower than the max priority fee per gas'
export const BLOB_EMPTY = 'Blob data must not be empty'

export function blobTooLargeMessage(sizeBytes: number, maxBytes: number): string {
  return `Blob data is too large: ${sizeBytes} bytes (max ${maxBytes} bytes)`
}

// SPEC §8: transaction wait (wording Portico's own)
export function transactionTimeoutMessage(hash: string): string {
  return `Timed out while waiting for transaction ${hash} to be confirmed`
}

export const UNKNOWN_REVERT_REASON = 'unknown reason'

export function transactionRevertedMessage(reason: string = UNKNOWN_REVERT_REASON): string {
  return `Transaction reverted: ${reason}`
}

// SPEC §8: a user rejecting a connect or switch: USER_REJECTED_REQUEST, in PorticoError.ts, re-exported below.

// SPEC §5: validation texts
export const SIWE_CONFIG_AND_SIWX_BOTH_SET = 'Cannot set both `siweConfig` and `siwx` options'
export const SEND_AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required'
export const SEND_TOKEN_REQUIRED = 'A token is required'
export const UNSUPPORTED_CHAIN = 'Unsupported chain'
// Portico's own: a second send while one is on its way is refused, so nothing is sent twice
export const SEND_IN_PROGRESS = 'A send is already in progress'
export const INVALID_CONNECTION_STATUS = 'Invalid connection status'
export const CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS =
  'The connector does not support any of the requested chains'
// SPEC §5: wording Portico's own
export const NO_CONNECTOR_FOR_CONNECTION = 'No connector found for this connection'
export const PROJECT_ID_REQUIRED = 'A project id is required'

// Defined beside the classes that throw them; importing them keeps PorticoError.ts in this module's chunk of
// core's build (see there).
export { INVALID_CHAIN_ID, INVALID_DECIMAL_NUMBER, USER_REJECTED_REQUEST } from './PorticoError'
