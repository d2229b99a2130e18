import { formatDecimal } from '@portico/core'

/**
 * A network fee in the native currency: fees are far below SPEC §5's 3 balance decimals, so four
 * significant digits of the exact decimal (Intl reads the string, no float in between).
 */
export function formatFee(fee: bigint, decimals: number, locale: string): string {
  const exact = formatDecimal(fee, decimals) as Intl.StringNumericLiteral
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 }).format(exact)
}
