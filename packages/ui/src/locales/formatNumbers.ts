import { formatBalance } from '@portico/core'

/** A count in the locale's digits and grouping (1,234 · 1.234 · ١٬٢٣٤). */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count)
}

/** SPEC §5: an amount with 3 decimals in the locale's digits and separators (core's one rule for it). */
export function formatAmount(
  value: string | number | null | undefined,
  locale: string,
  { signed = false }: { signed?: boolean } = {},
): string {
  return formatBalance(value, { locale, signed })
}

/** A fiat value as the locale writes that currency ($12.50 · 12,50 $ · US$12.50). */
export function formatFiat(value: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)
}
