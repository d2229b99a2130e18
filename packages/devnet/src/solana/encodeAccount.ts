import { base58 } from '@scure/base'
import { type ParsedSplTokenData, parseSplTokenData } from './parseSplTokenData'
import { RpcError } from './RpcError'

/** An account as LiteSVM keeps it, with base58 addresses. */
export type LedgerAccount = {
  address: string
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'
export type DataSlice = { offset: number; length: number }

export type RpcAccount = {
  lamports: bigint
  owner: string
  data: [string, 'base58' | 'base64'] | ParsedSplTokenData
  executable: boolean
  rentEpoch: number
  space: number
}

const ENCODINGS = ['base58', 'base64', 'jsonParsed', 'binary']

/** Checks an `encoding` config value; the RPC refuses what it does not know with -32602. */
export function readAccountEncoding(value: unknown, fallback: AccountEncoding): AccountEncoding {
  if (value === undefined) return fallback
  if (typeof value !== 'string' || !ENCODINGS.includes(value)) {
    throw RpcError.invalidParams(
      `unknown encoding ${JSON.stringify(value)}, expected one of base58, base64, jsonParsed`,
    )
  }
  return value === 'binary' ? 'base58' : (value as AccountEncoding)
}

/** An account in the RPC's UiAccount shape; jsonParsed falls back to base64 for data it cannot parse. */
export function encodeAccount(
  account: LedgerAccount,
  encoding: AccountEncoding,
  decimalsOf: (mint: string) => number | undefined,
  dataSlice?: DataSlice,
): RpcAccount {
  const parsed =
    encoding === 'jsonParsed' ? parseSplTokenData(account.owner, account.data, decimalsOf) : undefined
  const bytes = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  const data: RpcAccount['data'] =
    parsed ??
    (encoding === 'base58'
      ? [base58.encode(bytes), 'base58']
      : [Buffer.from(bytes).toString('base64'), 'base64'])
  return {
    lamports: account.lamports,
    owner: account.owner,
    data,
    executable: account.executable,
    rentEpoch: 0,
    space: account.data.length,
  }
}
