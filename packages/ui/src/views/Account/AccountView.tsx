import { Avatar } from '../../primitives/Avatar/Avatar'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { truncateAddress } from './truncateAddress'

/** SPEC §2 Account (its first part): who is connected, on which network; switch network or disconnect. */
export default function AccountView() {
  const { client, t } = usePortico()
  const active = useClientStore(client.stores.chains, (state) => state.activeNamespace)
  const address = useClientStore(client.stores.chains, (state) =>
    active ? state.namespaces[active].account.address : undefined,
  )
  const network = useClientStore(client.stores.chains, (state) =>
    active ? state.namespaces[active].network : undefined,
  )
  if (!address) return null
  const short = truncateAddress(address)
  return (
    <div className="pc-centered">
      <Avatar address={address} label={t('account.avatar', { address: short })} size={64} />
      <Text as="p" variant="large" title={address}>
        {short}
      </Text>
      {network ? (
        <Text as="p" variant="small" tone="muted">
          {t('account.network', { network: network.name })}
        </Text>
      ) : null}
      <div className="pc-stack" style={{ width: '100%' }}>
        <Button variant="neutral" onClick={() => client.stores.router.getState().push('Networks')}>
          {t('account.switchNetwork')}
        </Button>
        <Button variant="neutral" onClick={() => void client.disconnect()}>
          {t('account.disconnect')}
        </Button>
      </div>
    </div>
  )
}
