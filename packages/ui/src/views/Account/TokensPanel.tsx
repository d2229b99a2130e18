import type { AccountState } from '@portico/core'
import { WalletIcon, WarningIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { PanelMessage } from './PanelMessage'
import { PanelSkeleton } from './PanelSkeleton'
import { TokenRow } from './TokenRow'

/**
 * SPEC §2 Account › Tokens: the token balances core read from the cloud (SPEC §3, §7), with each
 * state core reports told apart: loading, failed (SPEC §8), none held, or none read at all.
 */
export function TokensPanel({ account, networkName }: { account: AccountState; networkName: string }) {
  const { t } = usePortico()
  const tokens = account.tokenBalance
  if (account.tokenBalanceStatus === 'loading') return <PanelSkeleton label={t('account.tokensLoading')} />
  if (account.tokenBalanceStatus === 'failed')
    return (
      <PanelMessage
        tone="error"
        icon={<WarningIcon size={28} />}
        title={t('account.tokensFailed')}
        hint={t('account.tokensFailedHint')}
      />
    )
  if (!tokens)
    return (
      <PanelMessage
        icon={<WalletIcon size={28} />}
        title={t('account.tokensUnsupported')}
        hint={t('account.tokensUnsupportedHint', { network: networkName })}
      />
    )
  if (tokens.length === 0)
    return (
      <PanelMessage
        icon={<WalletIcon size={28} />}
        title={t('account.tokensEmpty')}
        hint={t('account.tokensEmptyHint', { network: networkName })}
      />
    )
  return (
    <ul aria-label={t('account.tokens')} className="pc-stack pc-plain-list" data-panel-state="filled">
      {tokens.map((token) => (
        <TokenRow key={token.address ?? `${token.chainId}:${token.symbol}`} token={token} />
      ))}
    </ul>
  )
}
