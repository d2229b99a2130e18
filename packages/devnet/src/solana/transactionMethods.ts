import { encodeAccount, readAccountEncoding } from './encodeAccount'
import { encodeTransaction, type TransactionEncoding } from './encodeTransaction'
import { RpcError } from './RpcError'
import { type RpcMethod, withContext } from './rpcContext'
import { readConfig, readEncodedBytes, readInteger, readPubkey, readSignature } from './rpcParams'
import { decodeTransaction, type SolanaLedger } from './SolanaLedger'

const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58']
const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1_000

function simulationFailure(result: ReturnType<SolanaLedger['simulate']>): RpcError {
  return new RpcError(-32002, `Transaction simulation failed: ${result.errorMessage ?? 'unknown error'}`, {
    err: result.err,
    logs: result.logs,
    accounts: null,
    unitsConsumed: result.unitsConsumed,
    returnData: null,
  })
}

function readSimulationAccounts(
  value: unknown,
): { addresses: string[]; encoding: 'base64' | 'jsonParsed' | 'base58' } | undefined {
  if (value === undefined || value === null) return undefined
  const accounts = value as { addresses?: unknown; encoding?: unknown }
  if (!Array.isArray(accounts.addresses)) throw RpcError.invalidParams('accounts.addresses must be an array')
  return {
    addresses: accounts.addresses.map((key, index) => readPubkey(key, `accounts.addresses[${index}]`)),
    encoding: readAccountEncoding(accounts.encoding, 'base64'),
  }
}

export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction(params, ledger) {
    const [encoded, rawConfig] = params
    const config = readConfig(rawConfig)
    const wire = readEncodedBytes(encoded, config.encoding, 'transaction')
    decodeTransaction(wire)
    if (config.skipPreflight !== true) {
      const preflight = ledger.simulate(wire, { sigVerify: true })
      if (preflight.err !== null) throw simulationFailure(preflight)
    }
    return ledger.submit(wire).signature
  },

  simulateTransaction(params, ledger) {
    const [encoded, rawConfig] = params
    const config = readConfig(rawConfig)
    const wire = readEncodedBytes(encoded, config.encoding, 'transaction')
    const transaction = decodeTransaction(wire)
    const sigVerify = config.sigVerify === true
    const replace = config.replaceRecentBlockhash === true
    if (sigVerify && replace) {
      throw RpcError.invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    }
    const accounts = readSimulationAccounts(config.accounts)
    if (!replace && !ledger.isBlockhashValid(transaction.message.recentBlockhash)) {
      return withContext(ledger, {
        err: 'BlockhashNotFound',
        logs: [],
        accounts: null,
        unitsConsumed: 0,
        returnData: null,
      })
    }
    const result = ledger.simulate(wire, { sigVerify })
    return withContext(ledger, {
      err: result.err,
      logs: result.logs,
      accounts: accounts
        ? accounts.addresses.map((address) => {
            const account = result.postAccounts.get(address) ?? ledger.getAccount(address)
            return account ? encodeAccount(account, accounts.encoding, ledger.decimalsOf) : null
          })
        : null,
      unitsConsumed: result.unitsConsumed,
      returnData: null,
      ...(replace ? { replacementBlockhash: ledger.latestBlockhash() } : {}),
    })
  },

  getSignatureStatuses(params, ledger) {
    const [signatures, config] = params
    readConfig(config)
    if (!Array.isArray(signatures)) throw RpcError.invalidParams('signatures must be an array')
    if (signatures.length > MAX_SIGNATURE_STATUSES) {
      throw RpcError.invalidParams(`too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
    }
    return withContext(
      ledger,
      signatures.map((signature, index) => {
        const record = ledger.getRecord(readSignature(signature, `signatures[${index}]`))
        if (!record) return null
        // LiteSVM settles a transaction at once: it is final when its status can be read.
        return {
          slot: record.slot,
          confirmations: null,
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          confirmationStatus: 'finalized',
        }
      }),
    )
  },

  getTransaction(params, ledger) {
    const [signature, rawConfig] = params
    const config = readConfig(typeof rawConfig === 'string' ? { encoding: rawConfig } : rawConfig)
    const encoding = (config.encoding ?? 'json') as TransactionEncoding
    if (!TRANSACTION_ENCODINGS.includes(encoding)) {
      throw RpcError.invalidParams(
        `unknown encoding ${JSON.stringify(encoding)}, expected one of ${TRANSACTION_ENCODINGS.join(', ')}`,
      )
    }
    const record = ledger.getRecord(readSignature(signature, 'signature'))
    if (!record) return null
    const maxVersion = config.maxSupportedTransactionVersion
    if (record.transaction.version === 0 && maxVersion === undefined) {
      throw new RpcError(
        -32015,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      )
    }
    return encodeTransaction(record, encoding, maxVersion !== undefined)
  },

  getSignaturesForAddress(params, ledger) {
    const [pubkey, rawConfig] = params
    const config = readConfig(rawConfig)
    const limit = config.limit === undefined ? MAX_SIGNATURES_FOR_ADDRESS : readInteger(config.limit, 'limit')
    if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
      throw RpcError.invalidParams(`limit must be from 1 to ${MAX_SIGNATURES_FOR_ADDRESS}`)
    }
    const before = config.before === undefined ? undefined : readSignature(config.before, 'before')
    const until = config.until === undefined ? undefined : readSignature(config.until, 'until')
    let records = ledger.signaturesFor(readPubkey(pubkey, 'address'))
    if (before) {
      const index = records.findIndex((record) => record.signature === before)
      records = index === -1 ? [] : records.slice(index + 1)
    }
    if (until) {
      const index = records.findIndex((record) => record.signature === until)
      if (index !== -1) records = records.slice(0, index)
    }
    return records.slice(0, limit).map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    }))
  },
}
