import { SOLANA_COMMITMENTS, type SolanaCommitment } from '../constants'

/** SPEC §5: the Solana commitment values. */
export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return typeof value === 'string' && (SOLANA_COMMITMENTS as readonly string[]).includes(value)
}
