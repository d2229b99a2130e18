import type { Wallet } from '@wallet-standard/base'
import { resolvePath } from './resolvePath'
import { discoverInjected } from './wallets/discoverInjected'
import { discoverStandard } from './wallets/discoverStandard'
import { wrapIfLeather } from './wallets/satsConnectFromLeather'

/** A WBIP004 provider entry (`window.btc_providers`): `id` is a dotted path to the provider on window. */
export type Wbip004Entry = { id: string; name: string; icon?: string; webUrl?: string }

/** The sats-connect JSON-RPC surface the adapter calls on a provider. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (payload: unknown) => void): (() => void) | undefined
}

export type DiscoveredWallet = {
  /** Stable: the WBIP004 or injected path, or a Wallet Standard wallet's name; the same on every call. */
  id: string
  name: string
  icon?: string
  provider: SatsConnectProvider
  /** The object the wallet injected, when `provider` translates it: one wallet found twice is one row. */
  source?: unknown
}

function isProvider(value: unknown): value is SatsConnectProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SatsConnectProvider).request === 'function'
  )
}

/** The WBIP004 wallets on a window-like root; read only when called, never at import (SSR). */
export function discoverWbip004(root: unknown): DiscoveredWallet[] {
  const entries = (root as { btc_providers?: unknown } | undefined)?.btc_providers
  if (!Array.isArray(entries)) return []
  const wallets: DiscoveredWallet[] = []
  for (const entry of entries as Wbip004Entry[]) {
    if (typeof entry?.id !== 'string' || typeof entry.name !== 'string') continue
    const source = resolvePath(root, entry.id)
    const provider = wrapIfLeather(root, source) ?? (isProvider(source) ? source : undefined)
    if (!provider) continue
    const wallet: DiscoveredWallet = { id: `wbip004:${entry.id}`, name: entry.name, provider, source }
    if (entry.icon) wallet.icon = entry.icon
    wallets.push(wallet)
  }
  return wallets
}

/**
 * Every Bitcoin wallet on the page: WBIP004's list first, then the wallets that inject themselves elsewhere,
 * then the Wallet Standard's `bitcoin:connect` wallets (`standard`, each spoken to through `providerOf`).
 */
export function discoverBitcoinWallets(
  root: unknown,
  standard: readonly Wallet[],
  providerOf: (wallet: Wallet) => SatsConnectProvider,
): DiscoveredWallet[] {
  const listed = discoverWbip004(root)
  const found = [...listed, ...discoverInjected(root, new Set(listed.map((wallet) => wallet.source)))]
  return [...found, ...discoverStandard(standard, found, providerOf)]
}
