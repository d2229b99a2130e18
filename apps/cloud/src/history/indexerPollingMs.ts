import { DEFAULT_BLOCK_TIME_MS, MAX_POLLING_MS, MIN_POLLING_MS } from '../constants'

/** SPEC §9: polling is half the block time (12 s by default) clamped to 500–4000 ms. */
export function indexerPollingMs(blockTimeMs: number = DEFAULT_BLOCK_TIME_MS): number {
  return Math.min(MAX_POLLING_MS, Math.max(MIN_POLLING_MS, Math.round(blockTimeMs / 2)))
}
