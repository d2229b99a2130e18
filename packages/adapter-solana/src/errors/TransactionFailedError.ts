import { PorticoError } from '@portico/core'
export type TransactionFailedErrorType = TransactionFailedError

/** SPEC §8's transaction wait: a transaction that failed on chain, or was not confirmed in time. */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError' as const
  readonly code = 'TRANSACTION_FAILED'
  override readonly shortMessage: string

  constructor(signature: string, reason: string) {
    super(`Transaction ${signature} ${reason}`)
    this.shortMessage = `Transaction ${reason}`
  }
}
