import type { Connector } from '@portico/core'

/** SPEC §5: excluded wallets are hidden by rdns or by name, compared case-insensitively. */
export function isExcludedConnector(connector: Connector, excluded: readonly string[]): boolean {
  const names = new Set(excluded.map((entry) => entry.toLowerCase()))
  return (
    names.has(connector.name.toLowerCase()) ||
    (connector.info?.rdns ? names.has(connector.info.rdns.toLowerCase()) : false)
  )
}

/**
 * SPEC §5: the generic 'Browser Wallet' injected connector is hidden on desktop, and on mobile when
 * it has no rdns and is not installed (a named wallet announces itself; this one says nothing).
 */
export function isHiddenBrowserWallet(connector: Connector, { mobile }: { mobile: boolean }): boolean {
  if (connector.type !== 'INJECTED' || connector.name !== 'Browser Wallet') return false
  if (!mobile) return true
  return !connector.info?.rdns && !connector.installed
}

export function visibleConnectors(
  connectors: Connector[],
  { excluded, mobile }: { excluded: readonly string[]; mobile: boolean },
): Connector[] {
  return connectors.filter(
    (connector) => !isExcludedConnector(connector, excluded) && !isHiddenBrowserWallet(connector, { mobile }),
  )
}
