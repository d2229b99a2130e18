import { type PorticoClient, WALLET_CONNECT_CONNECTOR_ID, type WalletCatalogueEntry } from '@portico/core'
import { listableConnectors } from '../views/Connect/ordering/listableConnectors'
import { findInstalledConnector } from './findInstalledConnector'

/**
 * Choosing a catalogue wallet: an installed one connects as in the Connect view (SPEC §2
 * ConnectingExternal); any other pairs over WalletConnect when the client has it, else shows its links.
 */
export function chooseCatalogueWallet(client: PorticoClient, wallet: WalletCatalogueEntry): void {
  const { byNamespace } = client.stores.connectors.getState()
  const installed = findInstalledConnector(wallet, listableConnectors(byNamespace))
  const hasWalletConnect = Object.values(byNamespace)
    .flat()
    .some((connector) => connector.type === 'WALLET_CONNECT')
  const router = client.stores.router.getState()
  if (installed) router.push('ConnectingExternal', { connectorId: installed.id })
  else if (hasWalletConnect)
    router.push('ConnectingWalletConnect', { walletId: wallet.id, connectorId: WALLET_CONNECT_CONNECTOR_ID })
  else router.push('ConnectingExternal', { walletId: wallet.id })
}
