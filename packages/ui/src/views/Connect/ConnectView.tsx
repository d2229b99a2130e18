import { getConnectMethodOrder } from '@portico/core'
import { useMemo } from 'react'
import { chooseCatalogueWallet } from '../../catalogue/chooseCatalogueWallet'
import { walletImageUrl } from '../../catalogue/walletImageUrl'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { ListItem } from '../../primitives/ListItem/ListItem'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { AllWalletsEntry } from './AllWalletsEntry/AllWalletsEntry'
import { CatalogueSkeleton } from './CatalogueSkeleton/CatalogueSkeleton'
import { EmbeddedEntries } from './EmbeddedEntries/EmbeddedEntries'
import { isMobile } from './isMobile'
import { connectRows } from './ordering/connectRows'
import { listableConnectors } from './ordering/listableConnectors'
import { WalletConnectEntry } from './WalletConnectEntry/WalletConnectEntry'

/**
 * SPEC §2 Connect: the wallets core knows now (announced, injected, recent), painted at once;
 * the catalogue's featured and recommended wallets fill in as they arrive, never awaited.
 */
export default function ConnectView() {
  const { client, t } = usePortico()
  const byNamespace = useClientStore(client.stores.connectors, (state) => state.byNamespace)
  const recentWallets = useClientStore(client.stores.connection, (state) => state.recentWallets)
  const featured = useClientStore(client.stores.catalogue, (state) => state.featured)
  const customWallets = useClientStore(client.stores.catalogue, (state) => state.customWallets)
  const recommended = useClientStore(client.stores.catalogue, (state) => state.recommended)
  const loading = useClientStore(client.stores.catalogue, (state) => state.recommendedLoading)
  const features = useClientStore(client.stores.features, (state) => state.features)
  const { excludeWalletIds, featuredWalletIds } = client.options
  const rows = useMemo(
    () =>
      connectRows({
        connectors: listableConnectors(byNamespace),
        featured,
        customWallets,
        recommended,
        recentIds: recentWallets.map((wallet) => wallet.id),
        featuredIds: featuredWalletIds ?? [],
        excluded: excludeWalletIds ?? [],
        isMobile: isMobile(),
      }),
    [byNamespace, recentWallets, featured, customWallets, recommended, excludeWalletIds, featuredWalletIds],
  )

  // SPEC §2: email and social before the wallets, unless a browser wallet is on the page.
  const embeddedFirst =
    getConnectMethodOrder({
      hasInjectedWallets: rows.some((row) => row.kind === 'connector' && row.group === 'injected'),
      features,
    })[0] !== 'wallet'
  // WalletConnect pairs with any wallet, so with it the list is never empty.
  const hasWalletConnect = Object.values(byNamespace)
    .flat()
    .some((connector) => connector.type === 'WALLET_CONNECT')
  if (rows.length === 0 && !loading && !hasWalletConnect) {
    return (
      <div className="pc-stack">
        <EmbeddedEntries afterWallets={false} />
        <div className="pc-centered">
          <WalletIcon size={32} />
          <Text as="p" variant="paragraph">
            {t('connect.empty')}
          </Text>
          <Text as="p" variant="small" tone="muted">
            {t('connect.emptyHint')}
          </Text>
        </div>
        <AllWalletsEntry />
      </div>
    )
  }
  return (
    <div className="pc-stack">
      {embeddedFirst ? <EmbeddedEntries afterWallets={false} /> : null}
      <ul className="pc-stack pc-plain-list" aria-label={t('connect.walletsLabel')}>
        <WalletConnectEntry />
        {rows.map((row) =>
          row.kind === 'connector' ? (
            <li key={`${row.connector.chain}:${row.connector.id}`}>
              <ListItem
                variant="wallet"
                title={row.connector.name}
                imageUrl={row.connector.imageUrl}
                tag={
                  row.group === 'recent'
                    ? t('connect.recent')
                    : row.group === 'injected'
                      ? t('connect.installed')
                      : undefined
                }
                onClick={() =>
                  client.stores.router
                    .getState()
                    .push('ConnectingExternal', { connectorId: row.connector.id })
                }
              />
            </li>
          ) : (
            <li key={`catalogue:${row.wallet.id}`}>
              <ListItem
                variant="wallet"
                title={row.wallet.name}
                imageUrl={walletImageUrl(row.wallet, client.options)}
                onClick={() => chooseCatalogueWallet(client, row.wallet)}
              />
            </li>
          ),
        )}
      </ul>
      {loading ? <CatalogueSkeleton /> : null}
      {embeddedFirst ? null : <EmbeddedEntries afterWallets />}
      <AllWalletsEntry />
    </div>
  )
}
