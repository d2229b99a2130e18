import { PorticoError } from '@portico/core'
export type TransactionFailedErrorType = TransactionFailedError

/** SPEC §8's transaction wait: a transaction the chain refused or failed, or that was in no block in time. */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError' as const
  readonly code = 'TRANSACTION_FAILED'
  override readonly shortMessage: string

  constructor(hash: string, reason: string) {
    super(`Transaction ${hash} ${reason}`)
    this.shortMessage = `Transaction ${reason}`
  }
}
