import { ENTROPY_BYTES } from './keyConstants'

/** A new wallet's secret: BIP-39 entropy from the browser's CSPRNG, made inside the secure frame. */
export function generateEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
}
