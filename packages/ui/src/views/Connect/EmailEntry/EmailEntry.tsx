import { ListItem } from '../../../primitives/ListItem/ListItem'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'

/**
 * The way into SPEC §2's EmailLogin: shown when the host set up the embedded wallet and the project's
 * configuration turns email on (SPEC §5: it counts as enabled only then).
 */
export function EmailEntry() {
  const { client, t } = usePortico()
  const emailOn = useClientStore(client.stores.features, (state) => state.features.email)
  if (!client.options.embeddedWallet || !emailOn) return null
  return (
    <ListItem
      variant="wallet"
      title={t('title.EmailLogin')}
      onClick={() => client.stores.router.getState().push('EmailLogin')}
    />
  )
}
