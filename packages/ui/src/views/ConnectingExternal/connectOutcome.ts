import {
  CONNECTION_REJECTED,
  CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  RELAY_UNREACHABLE,
} from '@portico/core'

export type ConnectOutcome = 'connecting' | 'rejected' | 'unreachable' | 'failed'

/** Core's connect throws a ConnectError whose message says whether the visitor refused or the relay is down. */
export function outcomeOfConnectError(error: unknown): Exclude<ConnectOutcome, 'connecting'> {
  if (!(error instanceof Error)) return 'failed'
  if (error.message === CONNECTION_REJECTED) return 'rejected'
  if (error.message === RELAY_UNREACHABLE) return 'unreachable'
  return 'failed'
}

/** SPEC §5's own words for a failure that has them (a wallet on none of the requested chains), else none. */
export function failureReasonOf(error: unknown): string | undefined {
  return error instanceof Error && error.message === CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS
    ? CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS
    : undefined
}
