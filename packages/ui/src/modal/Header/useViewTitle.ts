import type { View } from '@portico/core'
import { findCatalogueWallet } from '../../catalogue/findCatalogueWallet'
import type { MessageKey } from '../../locales/en'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { findConnectTarget } from '../../views/Connect/ordering/findConnectTarget'

const TITLED_VIEWS = new Set<View>([
  'Connect',
  'AllWallets',
  'Account',
  'Networks',
  'UnsupportedChain',
  'SwitchActiveChain',
  'SwitchNetwork',
  'SIWXSignMessage',
  'Send',
  'Swap',
  'OnRampProviders',
  'BuyInProgress',
  'Receive',
  'ProfileWallets',
  'EmailLogin',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UpdateEmailWallet',
  'ExportWallet',
  'AddPasskey',
  'ConnectingFarcaster',
])

/** The header's title for the current view; a connecting view is titled by its wallet. */
export function useViewTitle(view: View): string {
  const { client, t } = usePortico()
  const connectorId = useClientStore(client.stores.router, (state) => state.data.connectorId)
  const byNamespace = useClientStore(client.stores.connectors, (state) => state.byNamespace)
  const active = useClientStore(client.stores.chains, (state) => state.activeNamespace)
  const walletId = useClientStore(client.stores.router, (state) => state.data.walletId)
  const walletName = useClientStore(
    client.stores.catalogue,
    (state) => findCatalogueWallet(state, walletId)?.name,
  )
  // A WalletConnect pairing is titled by the catalogue wallet it was opened for, else by the connector.
  if ((view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic') && walletName)
    return walletName
  if (
    view === 'ConnectingExternal' ||
    view === 'ConnectingWalletConnect' ||
    view === 'ConnectingWalletConnectBasic'
  ) {
    const connector = findConnectTarget(byNamespace, connectorId, active)
    if (connector) return connector.name
    if (walletName) return walletName
  }
  return TITLED_VIEWS.has(view) ? t(`title.${view}` as MessageKey) : t('title.other')
}
