import type { PorticoClient, WalletCatalogueEntry } from '@portico/core'
import { listableConnectors } from '../views/Connect/ordering/listableConnectors'
import { findInstalledConnector } from './findInstalledConnector'

/**
 * Choosing a catalogue wallet: an installed one connects as in the Connect view (SPEC §2
 * ConnectingExternal); any other shows its desktop, web and mobile links in the same view.
 */
export function chooseCatalogueWallet(client: PorticoClient, wallet: WalletCatalogueEntry): void {
  const connectors = listableConnectors(client.stores.connectors.getState().byNamespace)
  const installed = findInstalledConnector(wallet, connectors)
  client.stores.router
    .getState()
    .push('ConnectingExternal', installed ? { connectorId: installed.id } : { walletId: wallet.id })
}
