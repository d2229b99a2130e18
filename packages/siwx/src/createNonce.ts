import { NONCE_BYTES } from './constants'

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/**
 * A fresh sign-in nonce: 16 bytes from crypto.getRandomValues (128 bits) written in base 62, so it is
 * alphanumeric as EIP-4361 asks.
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES))
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let nonce = ''
  // 22 base-62 digits hold 128 bits (62^22 > 2^128); fixed length, leading zeros kept.
  for (let i = 0; i < 22; i++) {
    nonce = ALPHANUMERIC[Number(value % 62n)] + nonce
    value /= 62n
  }
  return nonce
}
