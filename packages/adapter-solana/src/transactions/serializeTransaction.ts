import { Transaction, type VersionedTransaction } from '@solana/web3.js'

/** Wire bytes of a transaction that may still lack signatures (the wallet adds the fee payer's). */
export function serializeTransaction(transaction: Transaction | VersionedTransaction): Uint8Array {
  if (transaction instanceof Transaction)
    return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return transaction.serialize()
}
