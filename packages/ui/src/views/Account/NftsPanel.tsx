import type { AccountState } from '@portico/core'
import { Button } from '../../primitives/Button/Button'
import { WalletIcon, WarningIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { NftRow } from './NftRow'
import { PanelMessage } from './PanelMessage'
import { PanelSkeleton } from './PanelSkeleton'
import { useAccountNfts } from './useAccountNfts'

/**
 * SPEC §2 Account › NFTs: the NFTs core reads from the cloud (spam already left out, SPEC §5),
 * each state told apart: loading, failed (with a retry), none held, or none read for this network.
 */
export function NftsPanel({ account, networkName }: { account: AccountState; networkName: string }) {
  const { client, t } = usePortico()
  const [state, retry] = useAccountNfts(client, account.caipAddress)
  if (state.status === 'loading') return <PanelSkeleton label={t('account.nftsLoading')} />
  if (state.status === 'failed')
    return (
      <PanelMessage
        tone="error"
        icon={<WarningIcon size={28} />}
        title={t('account.nftsFailed')}
        action={
          <Button variant="neutral" size="sm" onClick={retry}>
            {t('account.activityRetry')}
          </Button>
        }
      />
    )
  if (state.status === 'unsupported')
    return (
      <PanelMessage
        icon={<WalletIcon size={28} />}
        title={t('account.nftsUnsupported')}
        hint={t('account.nftsUnsupportedHint', { network: networkName })}
      />
    )
  if (state.nfts.length === 0)
    return (
      <PanelMessage
        icon={<WalletIcon size={28} />}
        title={t('account.nftsEmpty')}
        hint={t('account.nftsEmptyHint', { network: networkName })}
      />
    )
  return (
    <ul aria-label={t('account.nfts')} className="pc-stack pc-plain-list" data-panel-state="filled">
      {state.nfts.map((nft) => (
        <NftRow key={`${nft.address}/${nft.tokenId}`} nft={nft} />
      ))}
    </ul>
  )
}
