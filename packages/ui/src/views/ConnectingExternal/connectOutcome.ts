import { CONNECTION_REJECTED, RELAY_UNREACHABLE } from '@portico/core'

export type ConnectOutcome = 'connecting' | 'rejected' | 'unreachable' | 'failed'

/** Core's connect throws a ConnectError whose message says whether the visitor refused or the relay is down. */
export function outcomeOfConnectError(error: unknown): Exclude<ConnectOutcome, 'connecting'> {
  if (!(error instanceof Error)) return 'failed'
  if (error.message === CONNECTION_REJECTED) return 'rejected'
  if (error.message === RELAY_UNREACHABLE) return 'unreachable'
  return 'failed'
}
