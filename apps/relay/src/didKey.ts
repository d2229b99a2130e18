import { base58 } from '@scure/base'

const DID_KEY_PREFIX = 'did:key:z'
// Multicodec varint of an ed25519 public key (0xed), as did:key requires.
const ED25519_MULTICODEC = [0xed, 0x01] as const
const ED25519_PUBLIC_KEY_LENGTH = 32

/** did:key of an ed25519 public key: what the SDK puts in its JWT `iss`. */
export function encodeDidKey(publicKey: Uint8Array): string {
  const bytes = new Uint8Array(ED25519_MULTICODEC.length + publicKey.length)
  bytes.set(ED25519_MULTICODEC)
  bytes.set(publicKey, ED25519_MULTICODEC.length)
  return DID_KEY_PREFIX + base58.encode(bytes)
}

/** The ed25519 public key inside a did:key, or undefined when it is not one. */
export function decodeDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY_PREFIX)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(DID_KEY_PREFIX.length))
  } catch {
    return undefined
  }
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined
  const publicKey = bytes.slice(ED25519_MULTICODEC.length)
  return publicKey.length === ED25519_PUBLIC_KEY_LENGTH ? publicKey : undefined
}
