import { describe, expect, it } from 'vitest'
import * as messages from './messages'

const messagesByName: Record<string, unknown> = { ...messages }

// SPEC §5 and §8: each message, letter for letter.
describe('message constants', () => {
  it.each([
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    ['NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', 'Network not supported for Gas Price'],
    ['NETWORK_NOT_SUPPORTED_FOR_SWAPS', 'Network not supported for Swaps'],
    ['MODAL_CLOSED', 'Modal closed'],
    ['POPUP_CLOSED', 'Popup closed'],
    ['CONNECTION_REJECTED', 'Connection rejected'],
    ['FAILED_TO_CONNECT', 'Failed to connect'],
    ['FAILED_TO_INITIATE_SOCIAL_CONNECTION', 'Failed to initiate social connection'],
    ['FAILED_TO_CONNECT_TO_FARCASTER', 'Failed to connect to farcaster'],
    ['FAILED_TO_DISCONNECT', 'Failed to disconnect'],
    ['FAILED_TO_DISCONNECT_CHAINS', 'Failed to disconnect chains'],
    ['NO_AUTH_CONNECTOR_FOUND', 'No auth connector found'],
    ['NOT_CONNECTED_TO_EMAIL_OR_SOCIAL', 'Not connected to email or social'],
    ['SIWX_INITIALIZE_FAILED', 'A problem occurred while trying initialize authentication'],
    ['ERROR_SIGNING_MESSAGE', 'Error signing message'],
    ['FAILED_TO_FETCH_TRANSACTIONS', 'Failed to fetch transactions'],
    ['AUTHENTICATING', 'Authenticating...'],
    ['REQUESTED_RPC_CALL_NOT_ALLOWED', 'Requested RPC call is not allowed'],
    ['ACTION_NOT_ALLOWED', 'Action not allowed'],
    ['UNABLE_TO_LOAD_EMAIL_LOGIN_DEPENDENCY', 'Unable to load email login dependency'],
    ['INVALID_EMAIL', 'Enter a valid email address'],
    ['INVALID_EMAIL_CODE', 'The login code is the 6 digits of the mail'],
    ['EMAIL_LOGIN_NOT_ENABLED', 'Email login is not enabled for this project'],
    [
      'UNSUPPORTED_SOCIAL_PROVIDER',
      'Social provider must be one of google, github, apple, facebook, x, discord',
    ],
    ['SOCIAL_LOGIN_NOT_ENABLED', 'This social login is not enabled for this project'],
    ['NO_EMAIL_UPDATE_REQUESTED', 'No email change was asked for: enter the new email first'],
    ['SAME_EMAIL', 'This is already your email'],
    ['NO_WALLET_EXPORT_REQUESTED', 'No export code was asked for: start the export again'],
    ['NO_EMAIL_CODE_REQUESTED', 'No login code was asked for: enter your email first'],
    ['EMBEDDED_WALLET_NOT_CONNECTED', 'The embedded wallet is not connected'],
    ['EMBEDDED_WALLET_NEEDS_EVM_NETWORK', 'The embedded wallet needs an EVM network in `networks`'],
    ['SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    ['NO_ACTIVE_CAIP_NETWORK_OR_CLIENT', 'No ActiveCaipNetwork or client found'],
    ['NO_CONNECTION_CONTROLLER_CLIENT', 'No ConnectionController client found'],
    ['TRANSACTIONS_REQUIRE_ACCOUNT_ADDRESS', "Transactions can't be fetched without an accountAddress"],
    ['INVALID_CAIP_ADDRESS', 'Invalid CAIP Address'],
    ['INVALID_CAIP_10_ADDRESS', 'Invalid CAIP-10 address'],
    ['INVALID_CAIP_2_NETWORK_ID', 'Invalid CAIP-2 network id'],
    ['NETWORK_NOT_FOUND', 'Network not found'],
    ['ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
    ['UNSUPPORTED_CHAIN_NAMESPACE', 'Unsupported chain namespace'],
    ['WALLET_CONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'],
    ['INVALID_CHAIN_ID', 'Invalid chainId'],
    ['INVALID_DECIMAL_NUMBER', 'Number is not a valid decimal number'],
    ['CHAIN_IS_NOT_SUPPORTED', 'Chain is not supported'],
    ['REQUEST_WAS_ABORTED', 'Request was aborted'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['ERROR_RESOLVING_NAME', 'Error resolving name'],
    ['ERROR_FETCHING_NAME_SUGGESTIONS', 'Error fetching name suggestions'],
    ['ERROR_FETCHING_NAMES_FOR_ADDRESS', 'Error fetching names for address'],
    ['CHAIN_NOT_CONFIGURED', 'Chain not configured'],
    ['CONNECTOR_ALREADY_CONNECTED', 'Connector already connected'],
    ['CONNECTOR_NOT_CONNECTED', 'Connector not connected'],
    ['ACCOUNT_NOT_FOUND_FOR_CONNECTOR', 'Account not found for connector'],
    ['CONNECTOR_UNAVAILABLE_WHILE_RECONNECTING', 'Connector unavailable while reconnecting'],
    ['PROVIDER_NOT_FOUND', 'Provider not found'],
    ['BASE_FEE_MULTIPLIER_TOO_LOW', 'The base fee multiplier must be greater than 1'],
    ['EIP1559_FEES_NOT_SUPPORTED', 'The chain does not support EIP-1559 fees'],
    ['MAX_FEE_BELOW_PRIORITY_FEE', 'The max fee per gas cannot be lower than the max priority fee per gas'],
    ['BLOB_EMPTY', 'Blob data must not be empty'],
    ['UNKNOWN_REVERT_REASON', 'unknown reason'],
    ['USER_REJECTED_REQUEST', 'User rejected the request'],
    ['SIWE_CONFIG_AND_SIWX_BOTH_SET', 'Cannot set both `siweConfig` and `siwx` options'],
    ['SEND_AMOUNT_AND_RECEIVER_REQUIRED', 'An amount and receiver address are required'],
    ['SEND_TOKEN_REQUIRED', 'A token is required'],
    ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
    ['SEND_IN_PROGRESS', 'A send is already in progress'],
    ['INVALID_CONNECTION_STATUS', 'Invalid connection status'],
    [
      'CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS',
      'The connector does not support any of the requested chains',
    ],
    ['NO_CONNECTOR_FOR_CONNECTION', 'No connector found for this connection'],
    ['PROJECT_ID_REQUIRED', 'A project id is required'],
  ])('%s is %j', (name, text) => {
    expect(messagesByName[name]).toBe(text)
  })

  it('covers every string constant of the module', () => {
    const constants = Object.entries(messagesByName).filter(([, value]) => typeof value === 'string')
    expect(constants).toHaveLength(72)
  })
})

describe('message builders', () => {
  it('emailCooldownMessage', () => {
    expect(messages.emailCooldownMessage(12)).toBe('Please try again after 12 seconds')
  })

  it('parseEmailCooldownSeconds reads the n of a cooldown message, and nothing of any other', () => {
    expect(messages.parseEmailCooldownSeconds(messages.emailCooldownMessage(27))).toBe(27)
    expect(messages.parseEmailCooldownSeconds('Please try again later')).toBeUndefined()
    expect(messages.parseEmailCooldownSeconds('x Please try again after 3 seconds')).toBeUndefined()
  })

  it('failedToDisconnectChainsMessage joins the reasons', () => {
    expect(messages.failedToDisconnectChainsMessage(['eip155: timeout', 'solana: locked'])).toBe(
      'Failed to disconnect chains: eip155: timeout, solana: locked',
    )
    expect(messages.failedToDisconnectChainsMessage([])).toBe('Failed to disconnect chains')
  })

  it('errorRegisteringNameMessage', () => {
    expect(messages.errorRegisteringNameMessage('alice.reown.id')).toBe(
      'Error registering name alice.reown.id',
    )
  })

  it('chainMismatchMessage', () => {
    expect(messages.chainMismatchMessage(1, 10)).toBe(
      'The connector is on chain 1, which does not match the expected chain 10',
    )
  })

  it('switchChainNotSupportedMessage', () => {
    expect(messages.switchChainNotSupportedMessage('Rabby')).toBe(
      '"Rabby" does not support programmatic chain switching',
    )
  })

  it('blobTooLargeMessage', () => {
    expect(messages.blobTooLargeMessage(761856, 761855)).toBe(
      'Blob data is too large: 761856 bytes (max 761855 bytes)',
    )
  })

  it('transactionTimeoutMessage', () => {
    expect(messages.transactionTimeoutMessage('0xabc')).toBe(
      'Timed out while waiting for transaction 0xabc to be confirmed',
    )
  })

  it('transactionRevertedMessage uses the decoded reason or "unknown reason"', () => {
    expect(messages.transactionRevertedMessage('Insufficient allowance')).toBe(
      'Transaction reverted: Insufficient allowance',
    )
    expect(messages.transactionRevertedMessage()).toBe('Transaction reverted: unknown reason')
  })
})
