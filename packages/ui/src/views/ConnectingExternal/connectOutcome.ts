import { CONNECTION_REJECTED } from '@portico/core'

export type ConnectOutcome = 'connecting' | 'rejected' | 'failed'

/** Core's connect throws a ConnectError whose message says whether the visitor refused. */
export function outcomeOfConnectError(error: unknown): Exclude<ConnectOutcome, 'connecting'> {
  return error instanceof Error && error.message === CONNECTION_REJECTED ? 'rejected' : 'failed'
}
