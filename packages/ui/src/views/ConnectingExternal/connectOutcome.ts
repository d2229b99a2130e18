// Core's SPEC §8 message for a refused connect; core does not export its message constants yet.
const CONNECTION_REJECTED_MESSAGE = 'Connection rejected'

export type ConnectOutcome = 'connecting' | 'rejected' | 'failed'

/** Core's connect throws a ConnectError whose message says whether the visitor refused. */
export function outcomeOfConnectError(error: unknown): Exclude<ConnectOutcome, 'connecting'> {
  return error instanceof Error && error.message === CONNECTION_REJECTED_MESSAGE ? 'rejected' : 'failed'
}
