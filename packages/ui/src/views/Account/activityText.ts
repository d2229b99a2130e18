import type { Transaction } from '@portico/core'
import type { MessageKey } from '../../locales/en'
import { formatAmount } from '../../locales/formatNumbers'

const OPERATIONS: Record<string, MessageKey> = {
  send: 'activity.send',
  receive: 'activity.receive',
  trade: 'activity.trade',
  mint: 'activity.mint',
  approve: 'activity.approve',
}

/** The message naming what a transaction did; operations the catalogue lacks read as a plain transaction. */
export function operationMessage(transaction: Transaction): MessageKey {
  return OPERATIONS[transaction.metadata.operationType] ?? 'activity.other'
}

/** The status worth a word: a confirmed transaction says nothing extra. */
export function statusMessage(transaction: Transaction): MessageKey | undefined {
  const status = transaction.metadata.status
  return status === 'failed' ? 'activity.failed' : status === 'pending' ? 'activity.pending' : undefined
}

/** SPEC §5: what moved, with 3 decimals, signed by direction in the locale's own signs; an NFT by its name. */
export function transferText(transaction: Transaction, locale: string): string | undefined {
  const transfer = transaction.transfers[0]
  if (!transfer) return undefined
  if (transfer.nft_info) return transfer.nft_info.name
  const fungible = transfer.fungible_info
  if (!fungible) return undefined
  const numeric = transfer.quantity?.numeric ?? fungible.quantity?.numeric ?? '0'
  const magnitude = numeric.replace(/^-/, '')
  const signed = transfer.direction === 'out' ? `-${magnitude}` : magnitude
  const amount = formatAmount(signed, locale, {
    signed: transfer.direction === 'in' || transfer.direction === 'out',
  })
  return `${amount} ${fungible.symbol}`
}
