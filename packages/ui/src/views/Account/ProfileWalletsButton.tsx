import type { ChainNamespace } from '@portico/core'
import { IconButton } from '../../primitives/IconButton/IconButton'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/**
 * Opens ProfileWallets (SPEC §2) when there is something to do there: several wallets at once
 * (multiWallet, SPEC §4), or a wallet whose accounts the visitor picks from (ChainAdapter's selectAccount).
 */
export function ProfileWalletsButton({ namespace }: { namespace: ChainNamespace }) {
  const { client, t } = usePortico()
  const multiWallet = useClientStore(client.stores.features, (state) => state.features.multiWallet)
  const accountCount = useClientStore(client.stores.chains, (state) => {
    const { connectorId, connections } = state.namespaces[namespace]
    return connections.find((connection) => connection.connectorId === connectorId)?.accounts.length ?? 0
  })
  const picksAccounts = client.getCapabilities(namespace)?.selectAccount === true && accountCount > 1
  if (!multiWallet && !picksAccounts) return null
  return (
    <IconButton
      label={t('account.profileWallets')}
      icon={<WalletIcon size={16} />}
      onClick={() => client.stores.router.getState().push('ProfileWallets')}
    />
  )
}
