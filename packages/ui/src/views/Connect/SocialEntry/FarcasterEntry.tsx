import { ListItem } from '../../../primitives/ListItem/ListItem'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'

/** SPEC §1, §2: farcaster is a login of its own among the socials, opening ConnectingFarcaster (issue 21). */
export function FarcasterEntry() {
  const { client, t } = usePortico()
  const farcasterOn = useClientStore(
    client.stores.features,
    ({ features }) => features.socials !== false && features.socials.includes('farcaster'),
  )
  if (!farcasterOn) return null
  return (
    <ListItem
      variant="wallet"
      title={t('farcaster.signIn')}
      onClick={() => client.stores.router.getState().push('ConnectingFarcaster')}
    />
  )
}
