import { PAIRING_URI_EXPIRED_THRESHOLD_MS } from '../constants'
import type { Pairing } from '../store/createConnectionStore'

/** SPEC §4: a pairing URI counts as expired once under 10 s of its life remain. */
export function isPairingExpired(pairing: Pairing, nowMs: number): boolean {
  return pairing.expiresAtMs - nowMs < PAIRING_URI_EXPIRED_THRESHOLD_MS
}
