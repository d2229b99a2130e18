import type { EmbeddedWallet } from '@portico/core'
import { Text } from '../../primitives/Text/Text'
import { SecureFrameSlot } from '../../secureFrame/SecureFrameSlot'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { WithEmbeddedWallet } from '../../state/WithEmbeddedWallet'

/**
 * SPEC §2, §4 ApproveTransaction: the modal's chrome around the secure frame, shown over this view's content
 * box. The person reads and approves each request in the frame's own document: this page has no Approve.
 */
export default function ApproveTransactionView() {
  const { t } = usePortico()
  return (
    <WithEmbeddedWallet loadingLabel={t('approve.loading')}>
      {(wallet) => <FrameSlot wallet={wallet} />}
    </WithEmbeddedWallet>
  )
}

function FrameSlot({ wallet }: { wallet: EmbeddedWallet }) {
  const { t } = usePortico()
  const waiting = useClientStore(wallet.stores.pendingRequest, (state) => state.requests.length > 0)
  if (!waiting)
    return (
      <Text as="p" variant="paragraph" tone="muted">
        {t('approve.nothing')}
      </Text>
    )
  return <SecureFrameSlot wallet={wallet} loadingLabel={t('approve.loading')} />
}
