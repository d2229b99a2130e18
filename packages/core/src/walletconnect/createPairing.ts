import { PAIRING_URI_EXPIRY_MS } from '../constants'
import type { Pairing } from '../store/createConnectionStore'

/** SPEC §4: a pairing URI is offered for 4 minutes from the moment it is shown. */
export function createPairing(uri: string, nowMs: number): Pairing {
  return { uri, expiresAtMs: nowMs + PAIRING_URI_EXPIRY_MS }
}
