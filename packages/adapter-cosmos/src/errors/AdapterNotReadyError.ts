import { PorticoError } from '@portico/core'
export type AdapterNotReadyErrorType = AdapterNotReadyError

/** An action was used before core ran the adapter's setup. */
export class AdapterNotReadyError extends PorticoError {
  override name = 'AdapterNotReadyError' as const
  readonly code = 'ADAPTER_NOT_READY'
  override readonly shortMessage = 'The Cosmos adapter is not set up yet'

  constructor(what: string) {
    super(`The Cosmos adapter is not set up yet: ${what} needs setup() to have run`)
  }
}
