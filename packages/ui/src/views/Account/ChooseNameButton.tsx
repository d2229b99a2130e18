import type { ChainNamespace } from '@portico/core'
import { Button } from '../../primitives/Button/Button'
import { usePortico } from '../../state/PorticoContext'

/** The way into RegisterAccountName (SPEC §2): names are EVM's and the cloud's, for an account without one. */
export function ChooseNameButton({
  namespace,
  profileName,
}: {
  namespace: ChainNamespace
  profileName?: string
}) {
  const { client, t } = usePortico()
  if (namespace !== 'eip155' || !client.options.apiUrl || profileName) return null
  if (client.getCapabilities(namespace)?.names === false) return null
  return (
    <Button
      variant="neutral"
      size="sm"
      onClick={() => client.stores.router.getState().push('RegisterAccountName')}
    >
      {t('account.chooseName')}
    </Button>
  )
}
