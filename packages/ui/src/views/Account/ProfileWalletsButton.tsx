import { ALERTS, type ChainNamespace } from '@portico/core'
import { IconButton } from '../../primitives/IconButton/IconButton'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/**
 * Opens ProfileWallets (SPEC §2) when there is something to do there: several wallets at once
 * (multiWallet, SPEC §4), or a wallet whose accounts the visitor picks from (ChainAdapter's selectAccount).
 * With multiWallet off and nothing to pick, it stays and is blocked with SPEC §4's info alert.
 */
export function ProfileWalletsButton({ namespace }: { namespace: ChainNamespace }) {
  const { client, t } = usePortico()
  const multiWallet = useClientStore(client.stores.features, (state) => state.features.multiWallet)
  const accountCount = useClientStore(client.stores.chains, (state) => {
    const { connectorId, connections } = state.namespaces[namespace]
    return connections.find((connection) => connection.connectorId === connectorId)?.accounts.length ?? 0
  })
  const picksAccounts = client.getCapabilities(namespace)?.selectAccount === true && accountCount > 1
  const blocked = !multiWallet && !picksAccounts
  return (
    <IconButton
      label={t('account.profileWallets')}
      icon={<WalletIcon size={16} />}
      onClick={() =>
        blocked
          ? client.stores.alerts.getState().showAlert(ALERTS.MULTI_WALLET_NOT_ENABLED, 'info')
          : client.stores.router.getState().push('ProfileWallets')
      }
    />
  )
}
