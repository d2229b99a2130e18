import { PorticoError } from '@portico/core'
import type { ReceiverIssue } from '@portico/core/send'

export type InvalidReceiverErrorType = InvalidReceiverError

/** A send's receiver is no SS58 account address (a typo, a bad checksum, or another chain family's address). */
export class InvalidReceiverError extends PorticoError {
  override name = 'InvalidReceiverError' as const
  readonly code = 'INVALID_RECEIVER'
  override readonly shortMessage = 'The receiver is not a Polkadot address'
  readonly issue: ReceiverIssue

  constructor(address: string, issue: ReceiverIssue) {
    super(
      issue === 'receiverOnOtherNamespace'
        ? `The receiver is not a Polkadot address: ${JSON.stringify(address)} belongs to another kind of chain`
        : `The receiver is not a Polkadot address: ${JSON.stringify(address)} is no SS58 account address`,
    )
    this.issue = issue
  }
}
