import type { DiscoveredWallet } from '../discovery'
import { resolvePath } from '../resolvePath'
import { type LeatherProvider, satsConnectFromLeather } from './satsConnectFromLeather'
import { satsConnectFromUnisat, type UnisatLikeProvider } from './satsConnectFromUnisat'

const hasFunctions = (value: unknown, names: string[]) =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')

/** Where each wallet that predates WBIP004 injects itself, and how its API becomes sats-connect's. */
const INJECTED = [
  {
    path: 'unisat',
    name: 'UniSat Wallet',
    matches: (value: unknown) => hasFunctions(value, ['requestAccounts', 'signMessage', 'signPsbt']),
    wrap: (value: unknown) =>
      satsConnectFromUnisat(value as UnisatLikeProvider, { accountEvent: 'accountsChanged' }),
  },
  {
    path: 'okxwallet.bitcoin',
    name: 'OKX Wallet',
    matches: (value: unknown) => hasFunctions(value, ['requestAccounts', 'signMessage', 'signPsbt']),
    wrap: (value: unknown) =>
      satsConnectFromUnisat(value as UnisatLikeProvider, { accountEvent: 'accountChanged' }),
  },
  {
    path: 'LeatherProvider',
    name: 'Leather',
    matches: (value: unknown) => hasFunctions(value, ['request']),
    wrap: (value: unknown) => satsConnectFromLeather(value as LeatherProvider),
  },
] as const

/**
 * UniSat (`window.unisat`), OKX (`window.okxwallet.bitcoin`) and Leather (`window.LeatherProvider`), each
 * a connector with a stable id from its path; read when called, never at import (SSR). `listed` holds the
 * providers WBIP004 already gave, so one wallet is never two rows.
 */
export function discoverInjected(root: unknown, listed: ReadonlySet<unknown>): DiscoveredWallet[] {
  return INJECTED.flatMap(({ path, name, matches, wrap }) => {
    const value = resolvePath(root, path)
    if (!matches(value) || listed.has(value)) return []
    return [{ id: `injected:${path}`, name, provider: wrap(value), source: value }]
  })
}
