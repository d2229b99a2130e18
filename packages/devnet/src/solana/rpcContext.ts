import { SOLANA_CORE_VERSION } from './constants'
import type { SolanaLedger } from './SolanaLedger'

export type RpcMethod = (params: unknown[], ledger: SolanaLedger) => unknown

/** The `{ context, value }` wrapper of agave's contextual answers. */
export function withContext<T>(ledger: SolanaLedger, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }, value }
}
