import type { FailedTransactionMetadata } from 'litesvm'
import { INSTRUCTION_ERROR_NAMES, TRANSACTION_ERROR_NAMES } from './errorNames'

/** A TransactionError as the RPC writes it in JSON: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`… */
export type RpcTransactionError = string | Record<string, unknown>

export type DescribedTransactionError = { json: RpcTransactionError; message: string; name: string }

// agave's wording for the errors a client is most likely to meet.
const TRANSACTION_ERROR_MESSAGES: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
}

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>

function describeInstructionError(error: unknown): { json: unknown; message: string } {
  if (typeof error === 'number') {
    const name = INSTRUCTION_ERROR_NAMES[error] ?? `InstructionError${error}`
    return { json: name, message: name }
  }
  const fields = error as { code?: number; msg?: string }
  if (typeof fields.code === 'number') {
    return { json: { Custom: fields.code }, message: `custom program error: 0x${fields.code.toString(16)}` }
  }
  return {
    json: { BorshIoError: fields.msg ?? '' },
    message: `Failed to serialize or deserialize account data: ${fields.msg}`,
  }
}

/** Turns LiteSVM's error object into the RPC's JSON error and the message agave would print. */
export function describeTransactionError(error: LiteSvmError): DescribedTransactionError {
  if (typeof error === 'number') {
    const name = TRANSACTION_ERROR_NAMES[error] ?? `TransactionError${error}`
    return {
      json: name,
      message: TRANSACTION_ERROR_MESSAGES[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2'),
      name,
    }
  }
  if ('err' in error && typeof error.err === 'function') {
    const inner = describeInstructionError(error.err())
    return {
      json: { InstructionError: [error.index, inner.json] },
      message: `Error processing Instruction ${error.index}: ${inner.message}`,
      name: 'InstructionError',
    }
  }
  if ('index' in error) {
    return {
      json: { DuplicateInstruction: error.index },
      message: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
      name: 'DuplicateInstruction',
    }
  }
  const name = error.constructor.name.replace(/^TransactionError/, '')
  return {
    json: { [name]: { account_index: error.accountIndex } },
    message:
      name === 'InsufficientFundsForRent'
        ? `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`
        : `${name} (account index ${error.accountIndex})`,
    name,
  }
}
