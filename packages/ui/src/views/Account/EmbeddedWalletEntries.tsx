import type { ChainNamespace } from '@portico/core'
import { Button } from '../../primitives/Button/Button'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/**
 * The ways into the secure frame's own views (SPEC §4 "Secure frame"), ExportWallet and AddPasskey, for a
 * visitor of the embedded wallet (email or social) only.
 */
export function EmbeddedWalletEntries({ namespace }: { namespace: ChainNamespace }) {
  const { client, t } = usePortico()
  // SPEC §3: only the embedded wallet (the AUTH connector) gives an account a user.
  const isEmbedded = useClientStore(
    client.stores.chains,
    (state) => !!state.namespaces[namespace].account.user,
  )
  if (!isEmbedded) return null
  const push = client.stores.router.getState().push
  return (
    <>
      <Button variant="neutral" size="sm" onClick={() => push('ExportWallet')}>
        {t('title.ExportWallet')}
      </Button>
      <Button variant="neutral" size="sm" onClick={() => push('AddPasskey')}>
        {t('title.AddPasskey')}
      </Button>
    </>
  )
}
