import type { SolanaCommitment } from '@portico/core'
import type { TransactionConfirmationStatus } from '@solana/web3.js'
import { type CurrentCommitment, toCurrentCommitment } from './toCurrentCommitment'

const ORDER: readonly CurrentCommitment[] = ['processed', 'confirmed', 'finalized']

/** Whether a transaction's confirmation status has reached the commitment waited for. */
export function meetsCommitment(
  status: TransactionConfirmationStatus | undefined | null,
  commitment: SolanaCommitment,
): boolean {
  if (!status) return false
  return ORDER.indexOf(status) >= ORDER.indexOf(toCurrentCommitment(commitment))
}
