import type { OnrampQuoteResult } from '@portico/core/onramp'
import { formatFiat } from '../../locales/formatNumbers'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { exactAmount } from './exactAmount'

/**
 * The quote: what the amount buys and the provider's fee, or "estimate unavailable" in words —
 * never a number when the provider gave none (SPEC §8's placeholder is not a price).
 */
export function OnRampQuote({ result, symbol }: { result: OnrampQuoteResult; symbol: string }) {
  const { t, locale } = usePortico()
  if (result.status === 'unavailable')
    return (
      <Text as="p" variant="small" tone="muted" role="status">
        {t('onramp.estimateUnavailable')}
      </Text>
    )
  const { purchaseAmount, coinbaseFee } = result.quote
  return (
    <section aria-label={t('onramp.quote')} className="pc-stack" style={{ width: '100%', gap: 4 }}>
      <Text as="p" variant="large" aria-live="polite">
        {t('onramp.receive', { amount: exactAmount(purchaseAmount.amount, locale), symbol })}
      </Text>
      {coinbaseFee.amount ? (
        <Text as="p" variant="small" tone="muted">
          {t('onramp.providerFee', {
            fee: formatFiat(Number(coinbaseFee.amount), locale, coinbaseFee.currency),
          })}
        </Text>
      ) : null}
    </section>
  )
}
