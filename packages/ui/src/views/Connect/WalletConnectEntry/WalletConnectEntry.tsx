import { type Connector, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { WalletConnectLogo } from '../../../primitives/Icons/WalletConnectLogo'
import { ListItem } from '../../../primitives/ListItem/ListItem'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'

/**
 * The way into a WalletConnect pairing (SPEC §2), first in SPEC §9's connector type order; basic mode
 * opens the plain pairing view. Shown only when the client has the WALLET_CONNECT connector.
 */
export function WalletConnectEntry() {
  const { client, t } = usePortico()
  const connector = useClientStore(client.stores.connectors, (state) =>
    Object.values(state.byNamespace)
      .flat()
      .find((candidate: Connector) => candidate.type === 'WALLET_CONNECT'),
  )
  if (!connector) return null
  const view = client.options.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'
  return (
    <li>
      <ListItem
        variant="wallet"
        title={connector.name}
        imageUrl={connector.imageUrl}
        icon={<WalletConnectLogo />}
        tag={t('walletConnect.qrTag')}
        onClick={() =>
          client.stores.router.getState().push(view, { connectorId: WALLET_CONNECT_CONNECTOR_ID })
        }
      />
    </li>
  )
}
