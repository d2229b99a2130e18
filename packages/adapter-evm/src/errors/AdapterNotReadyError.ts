export type AdapterNotReadyErrorType = AdapterNotReadyError

/** An action or wagmiConfig was used before the adapter had networks (createEvmAdapter's or setup's). */
export class AdapterNotReadyError extends Error {
  override name = 'AdapterNotReadyError' as const
  readonly shortMessage = 'The EVM adapter is not set up yet'

  constructor(what: string) {
    super(
      `The EVM adapter is not set up yet: ${what} needs setup() to have run (or networks given to createEvmAdapter)`,
    )
  }
}
