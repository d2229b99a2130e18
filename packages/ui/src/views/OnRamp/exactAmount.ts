/** A bought amount (a decimal string) to its last digit in the locale's separators: the wallet receives exactly this. */
export function exactAmount(amount: string, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
    amount as Intl.StringNumericLiteral,
  )
}
