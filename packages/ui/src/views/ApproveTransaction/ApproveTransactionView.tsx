import type { EmbeddedWallet } from '@portico/core'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { WithEmbeddedWallet } from '../../state/WithEmbeddedWallet'
import { RequestSummary } from './RequestSummary'
import { useApproveEnabled } from './useApproveEnabled'

/** SPEC §2, §4 ApproveTransaction: the embedded wallet's unsafe requests, one at a time, Approve or Reject. */
export default function ApproveTransactionView() {
  const { t } = usePortico()
  return (
    <WithEmbeddedWallet loadingLabel={t('approve.loading')}>
      {(wallet) => <PendingRequests wallet={wallet} />}
    </WithEmbeddedWallet>
  )
}

function PendingRequests({ wallet }: { wallet: EmbeddedWallet }) {
  const { t } = usePortico()
  const requests = useClientStore(wallet.stores.pendingRequest, (state) => state.requests)
  const request = requests[0]
  const enabled = useApproveEnabled(request?.id)
  if (!request)
    return (
      <Text as="p" variant="paragraph" tone="muted">
        {t('approve.nothing')}
      </Text>
    )
  const sending = request.status === 'sending'
  return (
    <div className="pc-stack">
      {requests.length > 1 ? (
        <Text as="p" variant="small" tone="muted">
          {t('approve.queue', { n: '1', total: String(requests.length) })}
        </Text>
      ) : null}
      <RequestSummary request={request} />
      <div className="pc-siwx-actions">
        <Button variant="neutral" disabled={sending} onClick={() => wallet.rejectPendingRequest()}>
          {t('approve.reject')}
        </Button>
        <Button
          loading={sending}
          loadingLabel={t('approve.sending')}
          disabled={!enabled}
          onClick={() => wallet.approvePendingRequest()}
        >
          {t('approve.approve')}
        </Button>
      </div>
    </div>
  )
}
