import { PorticoError } from '@portico/core'
export type AdapterNotReadyErrorType = AdapterNotReadyError

/** An action or wagmiConfig was used before the adapter had networks (createEvmAdapter's or setup's). */
export class AdapterNotReadyError extends PorticoError {
  override name = 'AdapterNotReadyError' as const
  readonly code = 'ADAPTER_NOT_READY'
  override readonly shortMessage = 'The EVM adapter is not set up yet'

  constructor(what: string) {
    super(
      `The EVM adapter is not set up yet: ${what} needs setup() to have run (or networks given to createEvmAdapter)`,
    )
  }
}
