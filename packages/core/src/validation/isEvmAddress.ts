/** SPEC §5: 40 hex characters with an optional 0x. Checksums are not enforced. */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
