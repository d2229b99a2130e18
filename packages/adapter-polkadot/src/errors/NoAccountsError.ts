import { ACCOUNT_NOT_FOUND_FOR_CONNECTOR, PorticoError } from '@portico/core'

export type NoAccountsErrorType = NoAccountsError

/**
 * SPEC §8's 'Account not found for connector': the extension allowed the site but shares no SS58 account
 * for the network (none chosen, only Ethereum ones, or all tied to other chains).
 */
export class NoAccountsError extends PorticoError {
  override name = 'NoAccountsError' as const
  readonly code = 'NO_ACCOUNTS'
  override readonly shortMessage = ACCOUNT_NOT_FOUND_FOR_CONNECTOR

  constructor(connectorId: string, caipNetworkId: string) {
    super(`${ACCOUNT_NOT_FOUND_FOR_CONNECTOR}: ${connectorId} shares no account for ${caipNetworkId}`)
  }
}
