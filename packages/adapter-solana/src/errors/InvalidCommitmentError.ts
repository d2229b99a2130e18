import { PorticoError, SOLANA_COMMITMENTS } from '@portico/core'

export type InvalidCommitmentErrorType = InvalidCommitmentError

/** SPEC §5: a commitment outside the Solana commitment values is refused before any RPC call. */
export class InvalidCommitmentError extends PorticoError {
  override name = 'InvalidCommitmentError' as const
  readonly code = 'INVALID_COMMITMENT'
  override readonly shortMessage = 'Invalid Solana commitment'

  constructor(commitment: unknown) {
    super(
      `Invalid Solana commitment ${JSON.stringify(commitment)}: expected one of ${SOLANA_COMMITMENTS.join(', ')}`,
    )
  }
}
