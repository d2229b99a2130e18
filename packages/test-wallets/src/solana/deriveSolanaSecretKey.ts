import { hmac } from '@noble/hashes/hmac.js'
import { pbkdf2 } from '@noble/hashes/pbkdf2.js'
import { sha512 } from '@noble/hashes/sha2.js'

const HARDENED = 0x8000_0000
const encoder = new TextEncoder()

/**
 * The 32-byte ed25519 secret of account `index` of a mnemonic on Phantom's path m/44'/501'/index'/0'
 * (BIP-39 seed without passphrase, SLIP-0010), the same derivation @portico/devnet funds.
 */
export function deriveSolanaSecretKey(mnemonic: string, index: number): Uint8Array {
  const seed = pbkdf2(sha512, encoder.encode(mnemonic.normalize('NFKD')), encoder.encode('mnemonic'), {
    c: 2048,
    dkLen: 64,
  })
  let digest = hmac(sha512, encoder.encode('ed25519 seed'), seed)
  for (const step of [44, 501, index, 0]) {
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, step + HARDENED)
    digest = hmac(sha512, digest.subarray(32), data)
  }
  return digest.slice(0, 32)
}
