/** SPEC §5: 0x plus 64 hex characters. */
export function isTransactionHash(value: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(value)
}
