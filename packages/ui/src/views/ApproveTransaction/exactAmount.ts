/** An amount to approve, every significant decimal kept (no rounding to 3 places here) and no trailing zeros. */
export function exactAmount(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount
}
