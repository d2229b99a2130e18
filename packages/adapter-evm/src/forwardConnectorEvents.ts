import type { AdapterEvents } from '@portico/core'
import type { Config, Connector } from '@wagmi/core'

/**
 * SPEC §4's account sync: what a connected wallet does on its side (accountsChanged, chainChanged,
 * disconnect) reaches core's events. A connector that is not connected is not reported.
 */
export function forwardConnectorEvents(
  config: Config,
  connector: Connector,
  events: Omit<AdapterEvents, 'connectorsChanged'>,
): void {
  const connectorId = connector.id
  const isConnected = () => config.state.connections.has(connector.uid)
  connector.emitter.on('change', ({ accounts, chainId }) => {
    if (!isConnected()) return
    if (accounts)
      events.accountsChanged({ connectorId, accounts: accounts.map((address) => ({ address, type: 'eoa' })) })
    if (chainId !== undefined) events.chainChanged({ connectorId, chainId })
  })
  // Registered before wagmi's own listener (which drops the connection), so the check still sees it.
  connector.emitter.on('disconnect', () => {
    if (isConnected()) events.disconnected({ connectorId })
  })
}
