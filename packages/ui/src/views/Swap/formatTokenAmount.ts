import { formatDecimal } from '@portico/core'

/** Token amounts of a quote, in the locale's digits: up to 6 decimals of the exact value (no float between). */
export function formatTokenAmount(units: bigint, decimals: number, locale: string): string {
  const exact = formatDecimal(units, decimals) as Intl.StringNumericLiteral
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(exact)
}
