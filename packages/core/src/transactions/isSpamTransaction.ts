import type { Transaction } from '../types/transactions'

/** SPEC §5: a transaction is spam when it moves something and every transfer is an NFT flagged as spam. */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  )
}
