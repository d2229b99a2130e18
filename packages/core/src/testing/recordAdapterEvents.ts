import type { AdapterEvents, Connector } from '../index'

/** Events an adapter under test reports to core, recorded in order (for adapter packages' tests). */
export function recordAdapterEvents() {
  const log = {
    connectors: [] as Connector[][],
    accountsChanged: [] as Parameters<AdapterEvents['accountsChanged']>[0][],
    chainChanged: [] as Parameters<AdapterEvents['chainChanged']>[0][],
    disconnected: [] as Parameters<AdapterEvents['disconnected']>[0][],
  }
  const events: AdapterEvents = {
    connectorsChanged: (connectors) => log.connectors.push(connectors),
    accountsChanged: (change) => log.accountsChanged.push(change),
    chainChanged: (change) => log.chainChanged.push(change),
    disconnected: (change) => log.disconnected.push(change),
  }
  return { events, log, latestConnectors: () => log.connectors.at(-1) ?? [] }
}
