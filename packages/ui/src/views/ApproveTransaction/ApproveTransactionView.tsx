import type { EmbeddedWallet } from '@portico/core'
import { useRef } from 'react'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { WithEmbeddedWallet } from '../../state/WithEmbeddedWallet'
import { useFrameOverSlot } from './useFrameOverSlot'

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
  const slot = useRef<HTMLDivElement>(null)
  const height = useFrameOverSlot(wallet, slot, waiting)
  if (!waiting)
    return (
      <Text as="p" variant="paragraph" tone="muted">
        {t('approve.nothing')}
      </Text>
    )
  return (
    <div ref={slot} className="pc-frame-slot" style={{ height: height || undefined }}>
      {height === 0 ? (
        <div className="pc-centered">
          <Spinner label={t('approve.loading')} />
        </div>
      ) : null}
    </div>
  )
}
