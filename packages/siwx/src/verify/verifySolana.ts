import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import type { NamespaceVerifier } from './types'

const SIGNATURE_BYTES = 64

/** A 64-byte signature from base58 (Solana's own form) or padded base64 (`=` is not a base58 character). */
function decodeSignature(signature: string): Uint8Array | undefined {
  try {
    const bytes = signature.endsWith('=') ? base64.decode(signature) : base58.decode(signature)
    return bytes.length === SIGNATURE_BYTES ? bytes : undefined
  } catch {
    return undefined
  }
}

/** ed25519 over the UTF-8 text by the key the address is (CAIP-122 Solana profile, Sign In With Solana). */
export const verifySolana: NamespaceVerifier = async ({ message, data, signature }) => {
  const bytes = decodeSignature(signature)
  if (bytes === undefined) return false
  const publicKey = base58.decode(data.accountAddress)
  return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey, { zip215: false })
}
