import { truncateAddress } from '@portico/core'
import { formatAmount } from '../../locales/formatNumbers'
import { Avatar } from '../../primitives/Avatar/Avatar'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { AccountTabs } from './AccountTabs'

/** SPEC §2 Account: who is connected, on which network, with what balance; its tabs; switch network or disconnect. */
export default function AccountView() {
  const { client, t, locale } = usePortico()
  const active = useClientStore(client.stores.chains, (state) => state.activeNamespace)
  const account = useClientStore(client.stores.chains, (state) =>
    active ? state.namespaces[active].account : undefined,
  )
  const network = useClientStore(client.stores.chains, (state) =>
    active ? state.namespaces[active].network : undefined,
  )
  const address = account?.address
  if (!address) return null
  // SPEC §5: first 4 and last 6 characters; balances with 3 decimals.
  const short = truncateAddress(address)
  return (
    <div className="pc-centered">
      <Avatar address={address} label={t('account.avatar', { address: short })} size={64} />
      <Text as="p" variant="large" title={address}>
        {short}
      </Text>
      {account.balance !== undefined ? (
        <Text as="p" variant="paragraph">
          {t('account.balance', {
            amount: formatAmount(account.balance, locale),
            symbol: account.balanceSymbol ?? network?.nativeCurrency.symbol ?? '',
          })}
        </Text>
      ) : null}
      {network ? (
        <Text as="p" variant="small" tone="muted">
          {t('account.network', { network: network.name })}
        </Text>
      ) : null}
      <AccountTabs account={account} address={address} network={network} />
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
