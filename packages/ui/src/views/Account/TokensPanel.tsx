import type { AccountState } from '@portico/core'
import { formatAmount, formatFiat } from '../../locales/formatNumbers'
import { WalletIcon, WarningIcon } from '../../primitives/Icons/Icons'
import { Image } from '../../primitives/Image/Image'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { PanelMessage } from './PanelMessage'
import { PanelSkeleton } from './PanelSkeleton'

/**
 * SPEC §2 Account › Tokens: the token balances core read from the cloud (SPEC §3, §7), with each
 * state core reports told apart: loading, failed (SPEC §8), none held, or none read at all.
 */
export function TokensPanel({ account, networkName }: { account: AccountState; networkName: string }) {
  const { t, locale } = usePortico()
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
        <li
          key={token.address ?? `${token.chainId}:${token.symbol}`}
          style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 48 }}
        >
          <Image
            src={token.iconUrl || undefined}
            alt=""
            size={32}
            radius="50%"
            fallback={<WalletIcon size={18} />}
          />
          <Text as="span" variant="paragraph" title={token.name} style={{ flex: 1, textAlign: 'start' }}>
            {t('account.token', { symbol: token.symbol, name: token.name })}
          </Text>
          <Text as="span" variant="paragraph" style={{ textAlign: 'end' }}>
            {/* SPEC §5: quantities with 3 decimals; the USD value as the locale writes dollars. */}
            {formatAmount(token.quantity.numeric, locale)}
            {token.value !== undefined ? ` · ${formatFiat(token.value, locale)}` : ''}
          </Text>
        </li>
      ))}
    </ul>
  )
}
