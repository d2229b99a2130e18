import { ed25519 } from '@noble/curves/ed25519.js'
import { equalBytes } from '@noble/curves/utils.js'
import { FrameError, WRONG_ACCOUNT_MESSAGE } from './frameErrors'

const SIGNATURE_BYTES = 64
const KEY_BYTES = 32

/** Solana's compact-u16 (1 to 3 bytes, 7 bits each): the lengths of its wire format. */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return { value, next: offset + index + 1 }
  }
  throw new FrameError('This is not a Solana transaction')
}

/**
 * Signs a serialized Solana transaction (legacy or versioned) for `publicKey`: the message bytes after the
 * signature slots are signed, and the signature goes in the slot of the key among the required signers.
 */
export function signSolanaTransaction(
  transaction: Uint8Array,
  privateKey: Uint8Array,
  publicKey: Uint8Array,
): { signed: Uint8Array; signature: Uint8Array } {
  const slots = readCompactU16(transaction, 0)
  const messageStart = slots.next + slots.value * SIGNATURE_BYTES
  const message = transaction.subarray(messageStart)
  // A versioned message starts with 0x80 | version before the header.
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSigners = message[header]
  if (requiredSigners === undefined || requiredSigners !== slots.value)
    throw new FrameError('This is not a Solana transaction')
  const keys = readCompactU16(message, header + 3)
  let signerIndex = -1
  for (let index = 0; index < Math.min(requiredSigners, keys.value); index++) {
    const start = keys.next + index * KEY_BYTES
    if (equalBytes(message.subarray(start, start + KEY_BYTES), publicKey)) signerIndex = index
  }
  if (signerIndex === -1) throw new FrameError(WRONG_ACCOUNT_MESSAGE, 4100)
  const signature = ed25519.sign(message, privateKey)
  const signed = transaction.slice()
  signed.set(signature, slots.next + signerIndex * SIGNATURE_BYTES)
  return { signed, signature }
}
