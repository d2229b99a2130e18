import type { OnrampAmountIssue, OnrampPaymentLimit } from '@portico/core/onramp'
import type { MessageKey } from '../../locales/en'
import { formatFiat } from '../../locales/formatNumbers'

/** Why a typed amount is refused (SPEC §5 limits), in words with the limit in the currency's own format. */
export function onrampAmountMessage(
  issue: OnrampAmountIssue,
  limit: OnrampPaymentLimit,
  currency: string,
  t: (key: MessageKey, values?: Record<string, string>) => string,
  locale: string,
): string {
  if (issue === 'belowMinimum')
    return t('onramp.belowMinimum', { min: formatFiat(Number(limit.min), locale, currency) })
  if (issue === 'aboveMaximum')
    return t('onramp.aboveMaximum', { max: formatFiat(Number(limit.max), locale, currency) })
  return t('onramp.invalidAmount')
}
