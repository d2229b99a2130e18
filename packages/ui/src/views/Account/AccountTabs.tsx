import type { AccountState, CaipNetwork } from '@portico/core'
import { useState } from 'react'
import { Tabs } from '../../primitives/Tabs/Tabs'
import { usePortico } from '../../state/PorticoContext'
import { ActivityPanel } from './ActivityPanel'
import { NftsPanel } from './NftsPanel'
import { TokensPanel } from './TokensPanel'

type AccountTab = 'tokens' | 'nfts' | 'activity'

/** SPEC §2: the Account view's tabs Tokens, NFTs and Activity; the panel of the chosen one only. */
export function AccountTabs({
  account,
  address,
  network,
  initialTab = 'tokens',
}: {
  account: AccountState
  address: string
  network: CaipNetwork | undefined
  initialTab?: AccountTab
}) {
  const { t } = usePortico()
  const [tab, setTab] = useState<AccountTab>(initialTab)
  const tabs = [
    { id: 'tokens', label: t('account.tokens') },
    { id: 'nfts', label: t('account.nfts') },
    { id: 'activity', label: t('account.activity') },
  ]
  const label = tabs.find((candidate) => candidate.id === tab)?.label ?? ''
  return (
    <div className="pc-stack" style={{ width: '100%' }}>
      <Tabs
        label={t('account.sections')}
        tabs={tabs}
        selected={tab}
        onChange={(id) => setTab(id as AccountTab)}
      />
      <div role="tabpanel" aria-label={label} data-tab={tab}>
        {tab === 'tokens' ? <TokensPanel account={account} networkName={network?.name ?? ''} /> : null}
        {tab === 'nfts' ? <NftsPanel account={account} networkName={network?.name ?? ''} /> : null}
        {tab === 'activity' && network ? <ActivityPanel address={address} network={network} /> : null}
      </div>
    </div>
  )
}
