import { useMemo } from 'react'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { ListItem } from '../../primitives/ListItem/ListItem'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { listableConnectors } from './ordering/listableConnectors'
import { orderConnectors } from './ordering/orderConnectors'
import { visibleConnectors } from './ordering/visibleConnectors'

// A touch-first device counts as mobile for SPEC §5's Browser Wallet rule.
const isMobile = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches

/**
 * SPEC §2 Connect: the wallets core knows now (announced, injected, recent), painted at once;
 * new ones appear as adapters report them. Nothing here waits on the network.
 */
export default function ConnectView() {
  const { client, t } = usePortico()
  const byNamespace = useClientStore(client.stores.connectors, (state) => state.byNamespace)
  const recentWallets = useClientStore(client.stores.connection, (state) => state.recentWallets)
  const excluded = client.options.excludeWalletIds
  const entries = useMemo(() => {
    const visible = visibleConnectors(listableConnectors(byNamespace), {
      excluded: excluded ?? [],
      mobile: isMobile(),
    })
    return orderConnectors(visible, recentWallets)
  }, [byNamespace, recentWallets, excluded])

  if (entries.length === 0) {
    return (
      <div className="pc-centered">
        <WalletIcon size={32} />
        <Text as="p" variant="paragraph">
          {t('connect.empty')}
        </Text>
        <Text as="p" variant="small" tone="muted">
          {t('connect.emptyHint')}
        </Text>
      </div>
    )
  }
  return (
    <ul className="pc-stack pc-plain-list" aria-label={t('connect.walletsLabel')}>
      {entries.map(({ connector, recent, installed }) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <ListItem
            variant="wallet"
            title={connector.name}
            imageUrl={connector.imageUrl}
            tag={recent ? t('connect.recent') : installed ? t('connect.installed') : undefined}
            onClick={() =>
              client.stores.router.getState().push('ConnectingExternal', { connectorId: connector.id })
            }
          />
        </li>
      ))}
    </ul>
  )
}
