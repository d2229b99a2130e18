/** A Solana CLI keypair file's text (a JSON array of 64 bytes) → its bytes; anything else throws naming `source`. */
export function parseSolanaKeypairJson(text: string, source: string): number[] {
  let bytes: unknown
  try {
    bytes = JSON.parse(text)
  } catch {
    bytes = undefined
  }
  const valid =
    Array.isArray(bytes) &&
    bytes.length === 64 &&
    bytes.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)
  if (!valid) throw new Error(`${source} must be a Solana keypair: a JSON array of 64 bytes`)
  return bytes as number[]
}
