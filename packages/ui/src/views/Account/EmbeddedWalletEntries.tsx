import type { ChainNamespace } from '@portico/core'
import { Button } from '../../primitives/Button/Button'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** The way into ExportWallet (SPEC §4 "Secure frame") for a visitor of the embedded wallet (email or social) only. */
export function ExportWalletEntry({ namespace }: { namespace: ChainNamespace }) {
  const { client, t } = usePortico()
  // SPEC §3: only the embedded wallet (the AUTH connector) gives an account a user.
  const isEmbedded = useClientStore(
    client.stores.chains,
    (state) => !!state.namespaces[namespace].account.user,
  )
  if (!isEmbedded) return null
  return (
    <Button variant="neutral" size="sm" onClick={() => client.stores.router.getState().push('ExportWallet')}>
      {t('title.ExportWallet')}
    </Button>
  )
}
