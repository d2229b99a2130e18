import type { CaipNetwork } from '@portico/core'
import { useEffect } from 'react'
import { Button } from '../../primitives/Button/Button'
import { NetworkIcon, WalletIcon, WarningIcon } from '../../primitives/Icons/Icons'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { operationMessage, statusMessage, transferText } from './activityText'
import { PanelMessage } from './PanelMessage'
import { PanelSkeleton } from './PanelSkeleton'

/**
 * SPEC §2 Account › Activity: core's transaction store (SPEC §3, §4: loading, then filled or empty;
 * a failure empties it), grouped by month, newest first. SPEC §1: activity is EVM only.
 */
export function ActivityPanel({ address, network }: { address: string; network: CaipNetwork }) {
  const { client, t } = usePortico()
  const store = client.stores.transactions
  const byYear = useClientStore(store, (state) => state.transactionsByYear)
  const loading = useClientStore(store, (state) => state.loading)
  const empty = useClientStore(store, (state) => state.empty)
  const error = useClientStore(store, (state) => state.error)
  const next = useClientStore(store, (state) => state.next)
  const inView = useClientStore(store, (state) => state.lastNetworkInView)
  const evm = network.chainNamespace === 'eip155'
  const caipNetworkId = network.caipNetworkId
  const fetchPage = () => void store.getState().fetchTransactions({ address, caipNetworkId })

  // A new address or network starts the list over (core's store decides); the same one keeps its pages.
  useEffect(() => {
    if (evm) void store.getState().fetchTransactions({ address, caipNetworkId })
  }, [store, evm, address, caipNetworkId])

  if (!evm) return <PanelMessage icon={<NetworkIcon size={28} />} title={t('account.activityUnsupported')} />
  const shown = inView === caipNetworkId
  if (shown && error)
    return (
      <PanelMessage
        tone="error"
        icon={<WarningIcon size={28} />}
        title={t('account.activityFailed')}
        action={
          <Button variant="neutral" size="sm" onClick={fetchPage}>
            {t('account.activityRetry')}
          </Button>
        }
      />
    )
  if (!shown || (loading && byYear.length === 0))
    return <PanelSkeleton label={t('account.activityLoading')} />
  if (empty)
    return (
      <PanelMessage
        icon={<WalletIcon size={28} />}
        title={t('account.activityEmpty')}
        hint={t('account.activityEmptyHint', { network: network.name })}
      />
    )
  const locale = t('locale.tag')
  // SPEC §3 groups by UTC month, so headings and dates read the same in every time zone.
  const monthFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' })
  const dayFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  return (
    <div className="pc-stack" data-panel-state="filled">
      {byYear.flatMap(({ year, months }) =>
        months.map(({ month, transactions }) => {
          const heading = monthFormat.format(Date.UTC(year, month - 1, 1))
          return (
            <section key={`${year}-${month}`} aria-label={heading} className="pc-stack">
              <Text as="h3" variant="label" tone="muted" style={{ textAlign: 'start' }}>
                {heading}
              </Text>
              <ul aria-label={t('account.activityLabel')} className="pc-stack pc-plain-list">
                {transactions.map((transaction) => {
                  const status = statusMessage(transaction)
                  return (
                    <li
                      key={transaction.id}
                      style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 40 }}
                    >
                      <span style={{ flex: 1, display: 'flex', flexDirection: 'column', textAlign: 'start' }}>
                        <Text as="span" variant="paragraph">
                          {t(operationMessage(transaction))}
                        </Text>
                        <Text
                          as="span"
                          variant="small"
                          tone={status === 'activity.failed' ? 'error' : 'muted'}
                        >
                          {dayFormat.format(Date.parse(transaction.metadata.minedAt))}
                          {status ? ` · ${t(status)}` : ''}
                        </Text>
                      </span>
                      <Text as="span" variant="paragraph">
                        {transferText(transaction, locale) ?? ''}
                      </Text>
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        }),
      )}
      {next ? (
        <Button
          variant="neutral"
          size="sm"
          loading={loading}
          loadingLabel={t('account.activityLoading')}
          onClick={fetchPage}
        >
          {t('account.activityMore')}
        </Button>
      ) : null}
    </div>
  )
}
