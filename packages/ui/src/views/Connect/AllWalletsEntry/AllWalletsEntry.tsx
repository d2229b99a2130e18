import { formatCount } from '../../../locales/formatNumbers'
import { ListItem } from '../../../primitives/ListItem/ListItem'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'
import { isMobile } from '../isMobile'

/**
 * The way into SPEC §2's AllWallets, tagged with the catalogue's count once known ("420", read as
 * "420 wallets"). Shown when there is a catalogue (a cloud or the host's customWallets) and the
 * host's allWallets option allows it.
 */
export function AllWalletsEntry() {
  const { client, t, plural, locale } = usePortico()
  const remote = useClientStore(client.stores.catalogue, (state) => state.remote)
  const customCount = useClientStore(client.stores.catalogue, (state) => state.customWallets.length)
  const count = useClientStore(client.stores.catalogue, (state) => state.count)
  const setting = client.options.allWallets ?? 'SHOW'
  if (!remote && customCount === 0) return null
  if (setting === 'HIDE' || (setting === 'ONLY_MOBILE' && !isMobile())) return null
  return (
    <ListItem
      variant="wallet"
      title={t('connect.allWallets')}
      tag={count > 0 ? formatCount(count, locale) : undefined}
      tagLabel={count > 0 ? plural('connect.walletCount', count) : undefined}
      onClick={() => client.stores.router.getState().push('AllWallets')}
    />
  )
}
