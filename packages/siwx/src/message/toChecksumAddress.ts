import { keccak_256 } from '@noble/hashes/sha3.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'

/** EIP-55: an EVM address in mixed-case checksum form (EIP-4361 writes addresses this way). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(utf8ToBytes(hex))
  let checksummed = '0x'
  for (let i = 0; i < hex.length; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    checksummed += nibble >= 8 ? (hex[i] ?? '').toUpperCase() : hex[i]
  }
  return checksummed
}
