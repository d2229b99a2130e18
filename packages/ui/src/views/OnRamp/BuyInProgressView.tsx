import { followOnrampOrder, onrampStoreOf } from '@portico/core/onramp'
import { useEffect, useState } from 'react'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { BuyOutcome } from './BuyOutcome'

/** The order paid in the checkout window, followed until it is done (what arrived) or failed (why). */
export default function BuyInProgressView() {
  const { client, t } = usePortico()
  const orderId = useClientStore(client.stores.router, (state) => state.data.orderId)
  const store = onrampStoreOf(client)
  const order = useClientStore(store, (state) => state.order)
  const [lost, setLost] = useState<string>()

  useEffect(() => {
    if (!orderId) return
    const following = new AbortController()
    followOnrampOrder(client, orderId, { signal: following.signal }).catch((error: unknown) => {
      // Leaving the view aborts the polling: that is no failure to show.
      if (!following.signal.aborted) setLost((error as Error).message)
    })
    return () => following.abort()
  }, [client, orderId])

  const current = order?.id === orderId ? order : undefined
  if (lost || !orderId)
    return (
      <div className="pc-centered">
        <Text as="p" variant="paragraph" tone="error" role="alert">
          {t('onramp.failed', { reason: lost ?? t('onramp.failedUnknown') })}
        </Text>
      </div>
    )
  if (current?.status === 'done' || current?.status === 'failed')
    return (
      <div className="pc-centered">
        <BuyOutcome order={current} />
      </div>
    )
  return (
    <div className="pc-centered pc-stack" style={{ gap: 12 }}>
      <Spinner label={t('onramp.inProgress')} size={28} />
      <Text as="p" variant="paragraph" role="status">
        {current?.status === 'paying' ? t('onramp.paying') : t('onramp.waiting')}
      </Text>
    </div>
  )
}
