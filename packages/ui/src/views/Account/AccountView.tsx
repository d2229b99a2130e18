import { truncateAddress } from '@portico/core'
import { formatAmount } from '../../locales/formatNumbers'
import { Avatar } from '../../primitives/Avatar/Avatar'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { AccountTabs } from './AccountTabs'
import { AccountTypeSwitch } from './AccountTypeSwitch'
import { ChooseNameButton } from './ChooseNameButton'
import { CopyAddressButton } from './CopyAddressButton'
import { EmbeddedWalletEntries } from './EmbeddedWalletEntries'
import { ExplorerLink } from './ExplorerLink'
import { NetworkButton } from './NetworkButton'
import { ProfileWalletsButton } from './ProfileWalletsButton'
import { SocialUserLine } from './SocialUserLine'
import { UpdateEmailEntry } from './UpdateEmailEntry'
import { WalletFeatures } from './WalletFeatures'

/** SPEC §2 Account: the network, who is connected (and the embedded wallet's email or social name) with what balance, the wallet features, its tabs, disconnect. */
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
  if (!address || !active) return null
  // SPEC §5: first 4 and last 6 characters; balances with 3 decimals.
  const short = truncateAddress(address)
  return (
    <div className="pc-centered">
      {network ? <NetworkButton network={network} /> : null}
      <Avatar address={address} label={t('account.avatar', { address: short })} size={64} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Text as="p" variant="large" title={address}>
          {account.profileName ?? short}
        </Text>
        <CopyAddressButton address={address} />
        <ExplorerLink address={address} network={network} />
        <ProfileWalletsButton namespace={active} />
      </div>
      <ChooseNameButton namespace={active} profileName={account.profileName} />
      <AccountTypeSwitch namespace={active} />
      {account.socialProvider ? (
        <SocialUserLine namespace={active} />
      ) : (
        <UpdateEmailEntry namespace={active} />
      )}
      <EmbeddedWalletEntries namespace={active} />
      {account.balance !== undefined ? (
        <Text as="p" variant="paragraph">
          {t('account.balance', {
            amount: formatAmount(account.balance, locale),
            symbol: account.balanceSymbol ?? network?.nativeCurrency.symbol ?? '',
          })}
        </Text>
      ) : null}
      <WalletFeatures namespace={active} />
      <AccountTabs account={account} address={address} network={network} />
      <Button variant="neutral" style={{ width: '100%' }} onClick={() => void client.disconnect()}>
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
