import { isSolanaCommitment, type SolanaCommitment } from '@portico/core'
import { InvalidCommitmentError } from './errors/InvalidCommitmentError'

/** SPEC §5: only the Solana commitment values pass; anything else is refused with the list. */
export function checkCommitment(value: unknown): SolanaCommitment {
  if (!isSolanaCommitment(value)) throw new InvalidCommitmentError(value)
  return value
}
