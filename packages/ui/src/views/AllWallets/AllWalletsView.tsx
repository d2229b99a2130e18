import {
  selectAllWallets,
  selectHasMoreWallets,
  WALLET_SEARCH_PAGE_SIZE,
  WALLETS_PAGE_SIZE,
  type WalletCatalogueEntry,
} from '@portico/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { chooseCatalogueWallet } from '../../catalogue/chooseCatalogueWallet'
import { findInstalledConnector } from '../../catalogue/findInstalledConnector'
import { walletImageUrl } from '../../catalogue/walletImageUrl'
import { Button } from '../../primitives/Button/Button'
import { ListItem } from '../../primitives/ListItem/ListItem'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { listableConnectors } from '../Connect/ordering/listableConnectors'
import { usePrefetchImages } from './usePrefetchImages'
import { VirtualWalletList } from './VirtualWalletList/VirtualWalletList'
import { WalletSearch } from './WalletSearch/WalletSearch'
import { walletsToPrefetch } from './walletsToPrefetch'

/**
 * SPEC §2 AllWallets: featured, custom and recommended wallets on top, then the catalogue's pages of
 * 40 as the list scrolls (SPEC §7), or search results of 100; core leaves excluded wallets out.
 */
export default function AllWalletsView() {
  const { client, t } = usePortico()
  const catalogue = client.stores.catalogue
  const featured = useClientStore(catalogue, (state) => state.featured)
  const customWallets = useClientStore(catalogue, (state) => state.customWallets)
  const recommended = useClientStore(catalogue, (state) => state.recommended)
  const wallets = useClientStore(catalogue, (state) => state.wallets)
  const hasMore = useClientStore(catalogue, selectHasMoreWallets)
  const pageLoading = useClientStore(catalogue, (state) => state.pageLoading)
  const error = useClientStore(catalogue, (state) => state.error)
  const query = useClientStore(catalogue, (state) => state.searchQuery)
  const searchLoading = useClientStore(catalogue, (state) => state.searchLoading)
  const searchResults = useClientStore(catalogue, (state) => state.searchResults)
  const byNamespace = useClientStore(client.stores.connectors, (state) => state.byNamespace)
  const connectors = useMemo(() => listableConnectors(byNamespace), [byNamespace])
  const all = useMemo(
    () => selectAllWallets({ ...catalogue.getState(), featured, customWallets, recommended, wallets }),
    [catalogue, featured, customWallets, recommended, wallets],
  )

  // The store's `error` is shared by every catalogue call, so a failed page is tracked here: scrolling
  // does not retry it in a loop, and a failed recommended fetch does not stop the pages.
  const [pageFailed, setPageFailed] = useState(false)
  const nextPage = useCallback(async () => {
    const state = catalogue.getState()
    if (!selectHasMoreWallets(state) || state.pageLoading) return
    const page = state.page + 1
    await state.fetchPage(page)
    setPageFailed(catalogue.getState().page < page)
  }, [catalogue])
  useEffect(() => {
    if (catalogue.getState().page === 0) void nextPage()
  }, [catalogue, nextPage])

  const prefetched = useMemo(
    () =>
      [
        ...recommended,
        ...walletsToPrefetch(wallets, WALLETS_PAGE_SIZE),
        ...walletsToPrefetch(searchResults, WALLET_SEARCH_PAGE_SIZE),
      ].map((wallet) => walletImageUrl(wallet, client.options)),
    [recommended, wallets, searchResults, client.options],
  )
  usePrefetchImages(prefetched)

  const renderWallet = (wallet: WalletCatalogueEntry) => (
    <ListItem
      variant="wallet"
      title={wallet.name}
      imageUrl={walletImageUrl(wallet, client.options)}
      tag={findInstalledConnector(wallet, connectors) ? t('connect.installed') : undefined}
      onClick={() => chooseCatalogueWallet(client, wallet)}
    />
  )

  return (
    <div className="pc-stack">
      <WalletSearch />
      {query ? (
        searchLoading ? (
          <div className="pc-centered">
            <Spinner label={t('allWallets.searching')} size={32} />
          </div>
        ) : searchResults.length === 0 ? (
          <Text as="p" variant="paragraph" tone="muted" className="pc-centered" role="status">
            {t('allWallets.empty')}
          </Text>
        ) : (
          <VirtualWalletList
            wallets={searchResults}
            label={t('allWallets.label')}
            renderWallet={renderWallet}
          />
        )
      ) : (
        <VirtualWalletList
          wallets={all}
          label={t('allWallets.label')}
          renderWallet={renderWallet}
          onEndReached={hasMore && !pageFailed ? nextPage : undefined}
        />
      )}
      {!query && pageLoading ? (
        <div className="pc-centered">
          <Spinner label={t('allWallets.loadingMore')} size={24} />
        </div>
      ) : null}
      {(query ? error && !searchLoading : pageFailed && !pageLoading) ? (
        <div className="pc-centered">
          <Text as="p" variant="small" tone="error" role="alert">
            {t('allWallets.failed')}
          </Text>
          <Button
            variant="neutral"
            size="sm"
            onClick={() => (query ? void catalogue.getState().search(query) : void nextPage())}
          >
            {t('connecting.tryAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
