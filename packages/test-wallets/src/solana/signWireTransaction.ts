import { ed25519 } from '@noble/curves/ed25519.js'

/** Solana's compact-u16 length prefix: its value and how many bytes it took. */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('The transaction is truncated')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('The transaction has a malformed length prefix')
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Signs a serialized legacy or v0 transaction with one key: the signature goes into the slot of the
 * key's position among the message's signers, the other signatures are kept as they are.
 */
export function signWireTransaction(
  wire: Uint8Array,
  secretKey: Uint8Array,
): { signed: Uint8Array; signature: Uint8Array } {
  const signatures = readCompactU16(wire, 0)
  const messageOffset = signatures.size + signatures.value * 64
  const message = wire.subarray(messageOffset)
  // A versioned message starts with 0x80 | version, then the same header as a legacy one.
  const headerOffset = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[headerOffset] ?? 0
  const keys = readCompactU16(message, headerOffset + 3)
  const keysOffset = headerOffset + 3 + keys.size
  const publicKey = ed25519.getPublicKey(secretKey)
  let signerIndex = -1
  for (let index = 0; index < Math.min(requiredSignatures, keys.value); index++) {
    const key = message.subarray(keysOffset + index * 32, keysOffset + (index + 1) * 32)
    if (sameBytes(key, publicKey)) signerIndex = index
  }
  if (signerIndex === -1 || signerIndex >= signatures.value) {
    throw new Error('The transaction does not ask this account for a signature')
  }
  const signature = ed25519.sign(message, secretKey)
  const signed = wire.slice()
  signed.set(signature, signatures.size + signerIndex * 64)
  return { signed, signature }
}
