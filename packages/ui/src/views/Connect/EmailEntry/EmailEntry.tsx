import { ListItem } from '../../../primitives/ListItem/ListItem'
import { usePortico } from '../../../state/PorticoContext'

/** The way into SPEC §2's EmailLogin (EmbeddedEntries decides when it is shown). */
export function EmailEntry() {
  const { client, t } = usePortico()
  return (
    <ListItem
      variant="wallet"
      title={t('title.EmailLogin')}
      onClick={() => client.stores.router.getState().push('EmailLogin')}
    />
  )
}
