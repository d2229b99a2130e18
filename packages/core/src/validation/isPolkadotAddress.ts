import { blake2b } from '@noble/hashes/blake2.js'
import { base58 } from '@scure/base'

// The SS58 format (Substrate's docs, "SS58 address format"): prefix, account id, then the first bytes of
// blake2b-512 over 'SS58PRE' and both as a checksum.
const CHECKSUM_CONTEXT = new TextEncoder().encode('SS58PRE')
const ACCOUNT_ID_BYTES = 32
const CHECKSUM_BYTES = 2
/** Prefixes below 64 take one byte; 64 to 16383 take two, their first byte 64 to 127. */
const ONE_BYTE_PREFIX_LIMIT = 64
const TWO_BYTE_PREFIX_LIMIT = 128

/**
 * Whether `value` is the SS58 address of a 32-byte account, checksum included, under any network's
 * prefix (extensions share the generic 42 whatever chain the app is on). Not in SPEC §5: Polkadot's
 * send goes beyond SPEC §1, and a receiver must be told apart from a typo.
 */
export function isPolkadotAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]+$/.test(value)) return false
  const bytes = base58.decode(value)
  const first = bytes[0] ?? TWO_BYTE_PREFIX_LIMIT
  if (first >= TWO_BYTE_PREFIX_LIMIT) return false
  const prefixBytes = first < ONE_BYTE_PREFIX_LIMIT ? 1 : 2
  const bodyBytes = prefixBytes + ACCOUNT_ID_BYTES
  if (bytes.length !== bodyBytes + CHECKSUM_BYTES) return false
  const preimage = new Uint8Array(CHECKSUM_CONTEXT.length + bodyBytes)
  preimage.set(CHECKSUM_CONTEXT)
  preimage.set(bytes.subarray(0, bodyBytes), CHECKSUM_CONTEXT.length)
  const checksum = blake2b(preimage)
  return checksum[0] === bytes[bodyBytes] && checksum[1] === bytes[bodyBytes + 1]
}
