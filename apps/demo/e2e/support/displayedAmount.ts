import { formatBalance } from '@portico/core'

const english = new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 })

/** SPEC §5: an amount to 3 decimals as the demo's English modal and buttons write it (9,999.999 ETH). */
export function displayedAmount(value: string, symbol?: string): string {
  const amount = english.format(formatBalance(value) as Intl.StringNumericLiteral)
  return symbol ? `${amount} ${symbol}` : amount
}
