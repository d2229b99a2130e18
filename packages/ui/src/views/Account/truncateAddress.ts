/** SPEC §5: addresses show their first 4 and last 6 characters. */
export function truncateAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 4)}…${address.slice(-6)}`
}
