import type { Wallet } from '@wallet-standard/base'
import type { DiscoveredWallet, SatsConnectProvider } from '../discovery'
import { isBitcoinStandardWallet } from './satsConnectFromWalletStandard'

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The Wallet Standard wallets with `bitcoin:connect`, each a connector whose id is its name: the id
 * adapter-solana gives the same wallet, so a Solana + Bitcoin wallet is one row in the Connect view.
 * A wallet already `found` under its name (WBIP004 or injected, whose sats-connect API is the fuller one)
 * is not listed twice.
 */
export function discoverStandard(
  wallets: readonly Wallet[],
  found: readonly DiscoveredWallet[],
  providerOf: (wallet: Wallet) => SatsConnectProvider,
): DiscoveredWallet[] {
  return wallets
    .filter((wallet) => isBitcoinStandardWallet(wallet))
    .filter((wallet) => !found.some((listed) => sameName(listed.name, wallet.name)))
    .map((wallet) => ({
      id: wallet.name,
      name: wallet.name,
      ...(wallet.icon ? { icon: wallet.icon } : {}),
      provider: providerOf(wallet),
      source: wallet,
    }))
}
