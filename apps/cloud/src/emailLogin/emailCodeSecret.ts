import { hkdfSync, randomBytes } from 'node:crypto'

/**
 * The email codes' HMAC key: derived from the operator's session signing key, so every instance of a
 * deployment agrees with one secret to configure; a key made at start for the local stack otherwise.
 */
export function emailCodeSecret(sessionSigningKey?: string): Buffer {
  if (!sessionSigningKey) return randomBytes(32)
  return Buffer.from(hkdfSync('sha256', sessionSigningKey, 'portico-cloud', 'email login codes', 32))
}
