import type { SwapState } from '@portico/core/swap'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

export type SwapReviewProps = {
  swap: SwapState
  children: React.ReactNode
  onEdit: () => void
  onConfirm: () => void
}

/** The review: the quote, then the steps the wallet will be asked for (approve when needed, then the swap). */
export function SwapReview({ swap, children, onEdit, onConfirm }: SwapReviewProps) {
  const { t } = usePortico()
  const from = swap.fromToken?.symbol ?? ''
  const to = swap.toToken?.symbol ?? ''
  const busy = swap.status === 'approving' || swap.status === 'swapping'
  const busyLabel = swap.status === 'approving' ? t('swap.approving', { symbol: from }) : t('swap.swapping')
  const steps = [
    ...(swap.quote?.needsApproval ? [t('swap.approveStep', { symbol: from })] : []),
    t('swap.swapStep', { from, to }),
  ]
  return (
    <section className="pc-stack" style={{ width: '100%', gap: 12 }} aria-label={t('swap.reviewTitle')}>
      {children}
      <ol aria-label={t('swap.steps')} style={{ margin: 0, paddingInlineStart: 20, textAlign: 'start' }}>
        {steps.map((step) => (
          <li key={step}>
            <Text as="span" variant="small">
              {step}
            </Text>
          </li>
        ))}
      </ol>
      {busy ? (
        <Text as="p" variant="small" tone="muted" role="status">
          {busyLabel}
        </Text>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="neutral" style={{ flex: 1 }} disabled={busy} onClick={onEdit}>
          {t('swap.edit')}
        </Button>
        <Button style={{ flex: 1 }} loading={busy} loadingLabel={busyLabel} onClick={onConfirm}>
          {swap.quote?.needsApproval ? t('swap.approveAndSwap') : t('swap.confirm')}
        </Button>
      </div>
    </section>
  )
}
