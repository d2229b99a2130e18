import type { PendingRequest } from '@portico/core'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { MessageSummary } from './MessageSummary'
import { TransferSummary } from './TransferSummary'
import { TypedDataSummary } from './TypedDataSummary'

/** SPEC §4 ApproveTransaction: what the request asks, in words, by kind. */
export function RequestSummary({ request }: { request: PendingRequest }) {
  const { t } = usePortico()
  const { details } = request
  const networkName = request.network?.name
  switch (details.kind) {
    case 'message':
      return <MessageSummary text={details.text} isText={details.isText} />
    case 'typedData':
      return (
        <TypedDataSummary
          domain={details.domain}
          primaryType={details.primaryType}
          message={details.message}
        />
      )
    case 'transaction':
      return <TransferSummary transfer={details} networkName={networkName} />
    case 'calls':
    case 'solanaTransaction': {
      const transfers = details.kind === 'calls' ? details.calls : details.transfers
      if (transfers.length === 0)
        return (
          <Text as="h3" variant="large">
            {details.kind === 'calls'
              ? t('approve.other')
              : t('approve.solanaTransaction', { size: String(details.size) })}
          </Text>
        )
      return (
        <>
          {transfers.map((transfer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the calls of one request keep their order.
            <TransferSummary key={index} transfer={transfer} networkName={networkName} />
          ))}
        </>
      )
    }
    case 'other':
      return <OtherSummary params={JSON.stringify(details.params, null, 2)} />
  }
}

function OtherSummary({ params }: { params: string }) {
  const { t } = usePortico()
  return (
    <>
      <Text as="h3" variant="large">
        {t('approve.other')}
      </Text>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="pc-siwx-message" tabIndex={0} aria-label={t('approve.messageLabel')}>
        <pre>{params}</pre>
      </section>
    </>
  )
}
