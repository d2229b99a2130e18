/** What identifies a wallet, whether a catalogue entry or a connector. */
export type WalletIdentity = {
  id?: string
  name: string
  /** A catalogue entry's rdns. */
  rdns?: string | null
  /** A connector's rdns (EIP-6963). */
  info?: { rdns?: string }
  /** A connector's catalogue id. */
  explorerId?: string
}

/** SPEC §5: a wallet is excluded by its catalogue id, its rdns, or its name in any case. */
export function isWalletExcluded(wallet: WalletIdentity, excludeWalletIds: readonly string[]): boolean {
  if (excludeWalletIds.length === 0) return false
  const rdns = wallet.rdns ?? wallet.info?.rdns
  const name = wallet.name.toLowerCase()
  return excludeWalletIds.some(
    (excluded) =>
      excluded === wallet.id ||
      excluded === wallet.explorerId ||
      (rdns !== undefined && rdns !== null && excluded === rdns) ||
      excluded.toLowerCase() === name,
  )
}

/** SPEC §5: hides excluded wallets by catalogue id, rdns or case-insensitive name. */
export function filterExcludedWallets<W extends WalletIdentity>(
  wallets: readonly W[],
  excludeWalletIds: readonly string[] = [],
): W[] {
  return wallets.filter((wallet) => !isWalletExcluded(wallet, excludeWalletIds))
}
