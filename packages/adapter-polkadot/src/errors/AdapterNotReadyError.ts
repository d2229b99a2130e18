export type AdapterNotReadyErrorType = AdapterNotReadyError

/** An action was used before core ran the adapter's setup. */
export class AdapterNotReadyError extends Error {
  override name = 'AdapterNotReadyError' as const
  readonly shortMessage = 'The Polkadot adapter is not set up yet'

  constructor(what: string) {
    super(`The Polkadot adapter is not set up yet: ${what} needs setup() to have run`)
  }
}
