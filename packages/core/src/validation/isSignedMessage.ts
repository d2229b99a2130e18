/** SPEC §5: 0x plus 62 or more hex characters. */
export function isSignedMessage(value: string): boolean {
  return /^0x[0-9a-fA-F]{62,}$/.test(value)
}
