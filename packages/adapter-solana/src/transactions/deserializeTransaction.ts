import { Transaction, VersionedTransaction } from '@solana/web3.js'

/** A serialized transaction as the object its format calls for: a legacy Transaction or a VersionedTransaction. */
export function deserializeTransaction(bytes: Uint8Array): Transaction | VersionedTransaction {
  const transaction = VersionedTransaction.deserialize(bytes)
  return transaction.version === 'legacy' ? Transaction.from(bytes) : transaction
}
