/** SPEC §5: 32 to 44 base58 characters (no 0, O, I or l). */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
