import type { Transaction } from '../types/transactions'

/** SPEC §3: transactions by year, then by month (1 to 12), newest first at every level. */
export type TransactionsByYear = {
  year: number
  months: { month: number; transactions: Transaction[] }[]
}[]

const minedAtMs = (transaction: Transaction) => Date.parse(transaction.metadata.minedAt)

/**
 * Groups by the UTC year and month of `minedAt`, so the grouping is the same on the server and in
 * every visitor's time zone. A transaction whose `minedAt` cannot be read is left out.
 */
export function groupTransactionsByYear(transactions: readonly Transaction[]): TransactionsByYear {
  const groups: TransactionsByYear = []
  const dated = transactions.filter((transaction) => !Number.isNaN(minedAtMs(transaction)))
  for (const transaction of dated.sort((a, b) => minedAtMs(b) - minedAtMs(a))) {
    const date = new Date(minedAtMs(transaction))
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth() + 1
    let yearGroup = groups.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      groups.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return groups
}
