import type { SolanaCommitment } from '@portico/core'

export type CurrentCommitment = 'processed' | 'confirmed' | 'finalized'

// SPEC §5's deprecated values name the same levels as the three current ones.
const CURRENT: Record<SolanaCommitment, CurrentCommitment> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

/** The current level a SPEC §5 commitment stands for (what wallets and RPC statuses speak). */
export function toCurrentCommitment(commitment: SolanaCommitment): CurrentCommitment {
  return CURRENT[commitment]
}
