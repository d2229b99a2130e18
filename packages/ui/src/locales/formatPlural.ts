import type { PluralMessage } from './en'
import { formatMessage } from './formatMessage'
import { formatCount } from './formatNumbers'

/** The form `Intl.PluralRules` picks for `count` in `locale`, with `{count}` written in the locale's digits. */
export function formatPlural(
  forms: PluralMessage,
  count: number,
  locale: string,
  values: Record<string, string> = {},
): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other
  return formatMessage(form, { ...values, count: formatCount(count, locale) })
}
