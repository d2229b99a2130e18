const HEAD_CHARS = 4
const TAIL_CHARS = 6

/** SPEC §5: addresses display as their first 4 and last 6 characters, e.g. `0x12…345678`. */
export function truncateAddress(address: string): string {
  // An ellipsis in place of a single character would hide information and save nothing.
  if (address.length <= HEAD_CHARS + TAIL_CHARS + 1) return address
  return `${address.slice(0, HEAD_CHARS)}…${address.slice(-TAIL_CHARS)}`
}
