import type { ChainNamespace, Connector } from '@portico/core'

/**
 * Connectors the Connect view lists as wallets. WalletConnect (QR) and the embedded wallet (AUTH)
 * have their own entries and views, so they are not wallet rows; a MULTI_CHAIN connector stands
 * for the per-namespace connectors it groups, so those are not listed twice.
 */
export function listableConnectors(byNamespace: Partial<Record<ChainNamespace, Connector[]>>): Connector[] {
  const all = Object.values(byNamespace).flat()
  const multi = all.filter((connector) => connector.type === 'MULTI_CHAIN')
  const grouped = new Set(multi.flatMap((connector) => connector.connectors ?? []).map(keyOf))
  // Another namespace's connector under a multi-chain wallet's id (Bitcoin's, by the EVM rdns) is that wallet too.
  const multiIds = new Set(multi.map((connector) => connector.id))
  const seen = new Set<string>()
  const listedIds = new Set<string>()
  return all.filter((connector) => {
    const key = keyOf(connector)
    if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') return false
    // A multi-chain wallet shares its id with its members: it stands in their place, never grouped out.
    const member = grouped.has(key) || multiIds.has(connector.id)
    if ((connector.type !== 'MULTI_CHAIN' && member) || seen.has(key)) return false
    // Without a multi-chain entry (an EVM + Bitcoin wallet), one id across namespaces is still one
    // wallet: one row, which connects in the active namespace (findConnectTarget).
    if (connector.type !== 'MULTI_CHAIN' && listedIds.has(connector.id)) return false
    seen.add(key)
    listedIds.add(connector.id)
    return true
  })
}

function keyOf(connector: Connector): string {
  return `${connector.chain}:${connector.id}`
}
