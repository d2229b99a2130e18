import { findCatalogueWallet } from '../../catalogue/findCatalogueWallet'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { WalletConnectPairing } from './WalletConnectPairing'

/**
 * SPEC §2 ConnectingWalletConnect: pairing over WalletConnect, for the wallet chosen in the catalogue
 * (its icon in the QR code, its deep links) or for any wallet when opened from the WalletConnect entry.
 */
export default function ConnectingWalletConnectView() {
  const { client } = usePortico()
  const walletId = useClientStore(client.stores.router, (state) => state.data.walletId)
  const wallet = useClientStore(client.stores.catalogue, (state) => findCatalogueWallet(state, walletId))
  return <WalletConnectPairing wallet={wallet} />
}
