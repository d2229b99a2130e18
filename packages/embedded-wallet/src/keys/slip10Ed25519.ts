import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'

const HARDENED_OFFSET = 0x8000_0000
const CURVE_KEY = new TextEncoder().encode('ed25519 seed')

/** `m/44'/501'/0'/0'` as indexes; ed25519 under SLIP-0010 has hardened children only, so others throw. */
function parseHardenedPath(path: string): number[] {
  const [root, ...steps] = path.split('/')
  if (root !== 'm') throw new Error(`derivation path must start with m/: ${path}`)
  return steps.map((step) => {
    const match = /^([0-9]+)'$/.exec(step)
    const index = match?.[1] === undefined ? Number.NaN : Number(match[1])
    if (!(index < HARDENED_OFFSET)) throw new Error(`ed25519 needs hardened steps (like 0'): ${path}`)
    return index + HARDENED_OFFSET
  })
}

/** SLIP-0010 ed25519 private key (32 bytes) of a BIP-39 seed at a hardened path. */
export function deriveEd25519PrivateKey(seed: Uint8Array, path: string): Uint8Array {
  let digest = hmac(sha512, CURVE_KEY, seed)
  for (const index of parseHardenedPath(path)) {
    // Child = HMAC-SHA512(chain code, 0x00 || parent key || index big-endian).
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index)
    digest = hmac(sha512, digest.subarray(32), data)
  }
  return digest.slice(0, 32)
}
