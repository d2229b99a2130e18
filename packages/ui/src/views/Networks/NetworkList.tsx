import { type CaipNetwork, CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, isUserRejection } from '@portico/core'
import { ListItem } from '../../primitives/ListItem/ListItem'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** The host's configured networks; the active namespace's current one is marked. */
export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const { client, t } = usePortico()
  const current = useClientStore(client.stores.chains, (state) =>
    state.activeNamespace ? state.namespaces[state.activeNamespace].network?.caipNetworkId : undefined,
  )
  const choose = async (network: CaipNetwork) => {
    try {
      const result = await client.switchNetwork(network)
      if (result === 'switched' || result === 'selected') onSwitched()
    } catch (error) {
      // SPEC §4: a rejection aborts quietly (the visitor said no); any other failure is said, not swallowed.
      if (isUserRejection(error)) return
      // SPEC §5: a wallet that cannot be on the network (a Bitcoin wallet, a WalletConnect session) has its own words.
      const unsupported =
        (error as { shortMessage?: unknown })?.shortMessage === CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS
      client.stores.alerts.getState().showBanner({
        message: unsupported
          ? t('connecting.unsupportedChains')
          : t('networks.switchFailed', { network: network.name }),
        variant: 'error',
        autoClose: true,
      })
    }
  }
  return (
    <ul className="pc-stack pc-plain-list" aria-label={t('networks.label')}>
      {client.options.networks.map((network) => (
        <li key={network.caipNetworkId}>
          <ListItem
            variant="network"
            title={network.name}
            current={network.caipNetworkId === current}
            currentLabel={t('networks.current')}
            onClick={() => void choose(network)}
          />
        </li>
      ))}
    </ul>
  )
}
