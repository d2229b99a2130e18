import { ListItem } from '../../../primitives/ListItem/ListItem'
import { usePortico } from '../../../state/PorticoContext'

/** SPEC §1, §2: farcaster is a login of its own among the socials, opening ConnectingFarcaster. */
export function FarcasterEntry() {
  const { client, t } = usePortico()
  return (
    <ListItem
      variant="wallet"
      title={t('farcaster.signIn')}
      onClick={() => client.stores.router.getState().push('ConnectingFarcaster')}
    />
  )
}
