import { PublicKey } from '@solana/web3.js'
import { LAMPORTS_PER_SOL } from './constants'
import { type DataSlice, encodeAccount, type LedgerAccount, readAccountEncoding } from './encodeAccount'
import { readMintDecimals, readTokenAccount, TOKEN_PROGRAM } from './parseSplTokenData'
import { RpcError } from './RpcError'
import { type RpcMethod, withContext } from './rpcContext'
import { type RpcConfig, readConfig, readInteger, readParams, readPubkey } from './rpcParams'
import type { SolanaLedger } from './SolanaLedger'
import { uiTokenAmount } from './uiTokenAmount'

/** Airdrops above this are refused, as the public devnet faucet caps requests. */
const MAX_AIRDROP_LAMPORTS = 1_000n * LAMPORTS_PER_SOL

function readDataSlice(config: RpcConfig): DataSlice | undefined {
  if (config.dataSlice === undefined) return undefined
  const slice = config.dataSlice as Partial<DataSlice>
  return {
    offset: readInteger(slice?.offset, 'dataSlice.offset'),
    length: readInteger(slice?.length, 'dataSlice.length'),
  }
}

function encoder(ledger: SolanaLedger, config: RpcConfig, fallback: 'base58' | 'base64') {
  const encoding = readAccountEncoding(config.encoding, fallback)
  const dataSlice = readDataSlice(config)
  return (account: LedgerAccount) => encodeAccount(account, encoding, ledger.decimalsOf, dataSlice)
}

function readTokenFilter(value: unknown): { mint: string } | { programId: string } {
  const filter = value as { mint?: unknown; programId?: unknown } | undefined
  if (filter?.mint !== undefined) return { mint: readPubkey(filter.mint, 'filter.mint') }
  if (filter?.programId !== undefined) return { programId: readPubkey(filter.programId, 'filter.programId') }
  throw RpcError.invalidParams('the token accounts filter must be { mint } or { programId }')
}

function matchesFilters(account: LedgerAccount, filters: unknown): boolean {
  if (filters === undefined) return true
  if (!Array.isArray(filters)) throw RpcError.invalidParams('filters must be an array')
  return filters.every((filter: { dataSize?: unknown; memcmp?: { offset?: unknown; bytes?: unknown } }) => {
    if (filter.dataSize !== undefined) return account.data.length === readInteger(filter.dataSize, 'dataSize')
    if (filter.memcmp !== undefined) {
      const offset = readInteger(filter.memcmp.offset, 'memcmp.offset')
      const bytes = new PublicKey(readPubkey(filter.memcmp.bytes, 'memcmp.bytes')).toBytes()
      return bytes.every((byte, index) => account.data[offset + index] === byte)
    }
    throw RpcError.invalidParams('a filter must be { dataSize } or { memcmp }')
  })
}

export const accountMethods: Record<string, RpcMethod> = {
  getBalance(params, ledger) {
    const [pubkey, config] = params
    readConfig(config)
    return withContext(ledger, ledger.getBalance(readPubkey(pubkey, 'pubkey')))
  },

  getAccountInfo(params, ledger) {
    const [pubkey, rawConfig] = params
    const address = readPubkey(pubkey, 'pubkey')
    const encode = encoder(ledger, readConfig(rawConfig), 'base58')
    const account = ledger.getAccount(address)
    return withContext(ledger, account ? encode(account) : null)
  },

  getMultipleAccounts(params, ledger) {
    const [pubkeys, rawConfig] = params
    if (!Array.isArray(pubkeys))
      throw RpcError.invalidParams('pubkeys must be an array of base58 public keys')
    if (pubkeys.length > 100) throw RpcError.invalidParams('too many inputs provided; max 100')
    const addresses = pubkeys.map((key, index) => readPubkey(key, `pubkeys[${index}]`))
    const encode = encoder(ledger, readConfig(rawConfig), 'base58')
    return withContext(
      ledger,
      addresses.map((address) => {
        const account = ledger.getAccount(address)
        return account ? encode(account) : null
      }),
    )
  },

  getProgramAccounts(params, ledger) {
    const [program, rawConfig] = params
    const config = readConfig(rawConfig)
    const encode = encoder(ledger, config, 'base58')
    const accounts = ledger
      .getProgramAccounts(readPubkey(program, 'program id'))
      .filter((account) => matchesFilters(account, config.filters))
      .map((account) => ({ pubkey: account.address, account: encode(account) }))
    return config.withContext ? withContext(ledger, accounts) : accounts
  },

  getTokenAccountsByOwner(params, ledger) {
    const [owner, rawFilter, rawConfig] = params
    const ownerKey = readPubkey(owner, 'owner')
    const filter = readTokenFilter(rawFilter)
    const encode = encoder(ledger, readConfig(rawConfig), 'base58')
    const program =
      'programId' in filter ? filter.programId : (ledger.getAccount(filter.mint)?.owner ?? TOKEN_PROGRAM)
    const accounts = ledger.getProgramAccounts(program).filter((account) => {
      const token = readTokenAccount(account.owner, account.data)
      return token?.owner === ownerKey && (!('mint' in filter) || token.mint === filter.mint)
    })
    return withContext(
      ledger,
      accounts.map((account) => ({ pubkey: account.address, account: encode(account) })),
    )
  },

  getTokenAccountBalance(params, ledger) {
    const [pubkey, config] = params
    readConfig(config)
    const account = ledger.getAccount(readPubkey(pubkey, 'pubkey'))
    const token = account && readTokenAccount(account.owner, account.data)
    const decimals = token && ledger.decimalsOf(token.mint)
    if (!token || decimals === undefined) throw new RpcError(-32602, 'Invalid param: not a Token account')
    return withContext(ledger, uiTokenAmount(token.amount, decimals))
  },

  getTokenSupply(params, ledger) {
    const [pubkey, config] = params
    readConfig(config)
    const account = ledger.getAccount(readPubkey(pubkey, 'pubkey'))
    const decimals = account && readMintDecimals(account.owner, account.data)
    if (!account || decimals === undefined) throw new RpcError(-32602, 'Invalid param: not a Token mint')
    const supply = account.data.subarray(36, 44)
    return withContext(
      ledger,
      uiTokenAmount(new DataView(supply.buffer, supply.byteOffset, 8).getBigUint64(0, true), decimals),
    )
  },

  getMinimumBalanceForRentExemption(params, ledger) {
    const [size, config] = readParams(params)
    readConfig(config)
    return ledger.svm.minimumBalanceForRentExemption(BigInt(readInteger(size, 'data length')))
  },

  requestAirdrop(params, ledger) {
    const [pubkey, lamports, config] = params
    readConfig(config)
    const amount = BigInt(readInteger(lamports, 'lamports'))
    if (amount > MAX_AIRDROP_LAMPORTS) {
      throw new RpcError(
        -32602,
        `Invalid params: airdrop of ${amount} lamports exceeds the ${MAX_AIRDROP_LAMPORTS} limit`,
      )
    }
    return ledger.airdrop(readPubkey(pubkey, 'pubkey'), amount).signature
  },
}
