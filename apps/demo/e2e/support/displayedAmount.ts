import { formatBalance } from '@portico/core'

/** SPEC §5: an amount to 3 decimals as the demo's English modal and buttons write it (9,999.999 ETH). */
export function displayedAmount(value: string, symbol?: string): string {
  const amount = formatBalance(value, { locale: 'en' })
  return symbol ? `${amount} ${symbol}` : amount
}
