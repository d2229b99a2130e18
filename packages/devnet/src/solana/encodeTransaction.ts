import { base58 } from '@scure/base'
import type { VersionedTransaction } from '@solana/web3.js'
import { parseInstruction } from './parseInstruction'
import type { TransactionRecord } from './SolanaLedger'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

function encodeMessage(transaction: VersionedTransaction, parsed: boolean) {
  const { message } = transaction
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  const accountKeys = parsed
    ? keys.map((pubkey, index) => ({
        pubkey,
        signer: message.isAccountSigner(index),
        writable: message.isAccountWritable(index),
        source: 'transaction',
      }))
    : keys
  const instructions = message.compiledInstructions.map((instruction) => {
    const programId = keys[instruction.programIdIndex] ?? ''
    if (parsed) {
      const accounts = instruction.accountKeyIndexes.map((index) => keys[index] ?? '')
      return parseInstruction(programId, accounts, instruction.data)
    }
    return {
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accountKeyIndexes,
      data: base58.encode(instruction.data),
      stackHeight: null,
    }
  })
  return {
    accountKeys,
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions,
    ...(message.version === 0 ? { addressTableLookups: message.addressTableLookups } : {}),
  }
}

/** getTransaction's answer for a landed transaction, in the requested encoding. */
export function encodeTransaction(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const wire = record.transaction.serialize()
  const transaction =
    encoding === 'base64'
      ? [Buffer.from(wire).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [base58.encode(wire), 'base58']
        : {
            signatures: record.transaction.signatures.map((signature) => base58.encode(signature)),
            message: encodeMessage(record.transaction, encoding === 'jsonParsed'),
          }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    ...(withVersion ? { version: record.transaction.version } : {}),
    transaction,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      innerInstructions: [],
      logMessages: record.logs,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: record.computeUnitsConsumed,
    },
  }
}
