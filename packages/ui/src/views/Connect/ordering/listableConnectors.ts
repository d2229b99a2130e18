import type { ChainNamespace, Connector } from '@portico/core'

/**
 * Connectors the Connect view lists as wallets. WalletConnect (QR) and the embedded wallet (AUTH)
 * have their own entries and views, so they are not wallet rows; a MULTI_CHAIN connector stands
 * for the per-namespace connectors it groups, so those are not listed twice.
 */
export function listableConnectors(byNamespace: Partial<Record<ChainNamespace, Connector[]>>): Connector[] {
  const all = Object.values(byNamespace).flat()
  const grouped = new Set(
    all
      .flatMap((connector) => (connector.type === 'MULTI_CHAIN' ? (connector.connectors ?? []) : []))
      .map(keyOf),
  )
  const seen = new Set<string>()
  return all.filter((connector) => {
    const key = keyOf(connector)
    if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') return false
    // A multi-chain wallet shares its id with its members: it stands in their place, never grouped out.
    if ((connector.type !== 'MULTI_CHAIN' && grouped.has(key)) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function keyOf(connector: Connector): string {
  return `${connector.chain}:${connector.id}`
}
