import {
  CONNECTION_REJECTED,
  CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  RELAY_UNREACHABLE,
} from '@portico/core'

/** 'unsupported': a wallet on none of the requested chains (SPEC §5), which has its own words. */
export type ConnectOutcome = 'connecting' | 'rejected' | 'unsupported' | 'unreachable' | 'failed'

/** Core's connect throws a ConnectError whose message says why: the visitor refused, the chains, the relay. */
export function outcomeOfConnectError(error: unknown): Exclude<ConnectOutcome, 'connecting'> {
  if (!(error instanceof Error)) return 'failed'
  if (error.message === CONNECTION_REJECTED) return 'rejected'
  if (error.message === CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS) return 'unsupported'
  if (error.message === RELAY_UNREACHABLE) return 'unreachable'
  return 'failed'
}
