import type { OnrampOrder } from '@portico/core/onramp'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { exactAmount } from './exactAmount'

/** The order's end: the amount received, or the provider's reason it failed (e.g. the declined card). */
export function BuyOutcome({ order }: { order: OnrampOrder }) {
  const { client, t, locale } = usePortico()
  const done = order.status === 'done'
  const amount = exactAmount(order.purchaseAmount, locale)
  return (
    <div className="pc-stack" style={{ gap: 12, width: '100%' }}>
      <Text as="p" variant="large" tone={done ? 'success' : 'error'} role={done ? 'status' : 'alert'}>
        {done
          ? t('onramp.done', { amount, symbol: order.purchaseCurrency })
          : t('onramp.failed', { reason: order.failure || t('onramp.failedUnknown') })}
      </Text>
      <Button variant="neutral" onClick={() => client.stores.router.getState().reset('Account')}>
        {t('onramp.backToAccount')}
      </Button>
    </div>
  )
}
