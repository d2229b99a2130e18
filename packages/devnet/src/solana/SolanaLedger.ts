import { base58 } from '@scure/base'
import { address, getTransactionDecoder } from '@solana/kit'
import { type Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { Clock, FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { BLOCKHASH_VALID_BLOCKS, LAMPORTS_PER_SIGNATURE, SOLANA_SIGNATURE_HISTORY_LIMIT } from './constants'
import type { LedgerAccount } from './encodeAccount'
import { readMintDecimals, readTokenAccount } from './parseSplTokenData'
import { RpcError } from './RpcError'
import { describeTransactionError, type RpcTransactionError } from './transactionError'
import { type UiTokenAmount, uiTokenAmount } from './uiTokenAmount'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** One landed transaction, kept for getTransaction, getSignatureStatuses and getSignaturesForAddress. */
export type TransactionRecord = {
  signature: string
  slot: bigint
  blockTime: number
  transaction: VersionedTransaction
  accountKeys: string[]
  err: RpcTransactionError | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logs: string[]
  computeUnitsConsumed: bigint
}

export type SimulationResult = {
  err: RpcTransactionError | null
  errorMessage?: string
  logs: string[]
  unitsConsumed: bigint
  /** The accounts as the transaction would leave them, by address. */
  postAccounts: Map<string, LedgerAccount>
}

type Listener = (record: TransactionRecord) => void

/**
 * The chain: LiteSVM executes, the ledger adds what LiteSVM has no notion of — slots and block heights
 * (one block per landed transaction), a window of valid blockhashes, and a transaction history.
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  slot = 1n
  blockHeight = 1n
  private readonly blockhashes = new Map<string, bigint>()
  private readonly records = new Map<string, TransactionRecord>()
  private readonly signaturesByAddress = new Map<string, string[]>()
  private readonly listeners = new Set<Listener>()
  transactionCount = 0n

  constructor(private readonly faucet: Keypair) {
    // Blockhash ages are the ledger's business: LiteSVM alone knows only its latest one.
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.advanceClock()
    this.blockhashes.set(this.svm.latestBlockhash(), this.blockHeight + BLOCKHASH_VALID_BLOCKS)
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.blockHeight }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.blockHeight
  }

  getAccount(pubkey: string): LedgerAccount | undefined {
    const account = this.svm.getAccount(address(pubkey))
    if (!account.exists) return undefined
    return {
      address: pubkey,
      lamports: account.lamports,
      owner: account.programAddress,
      data: account.data as Uint8Array,
      executable: account.executable,
    }
  }

  getBalance(pubkey: string): bigint {
    return this.svm.getBalance(address(pubkey)) ?? 0n
  }

  /** Writes an account directly, as a genesis config does. */
  setAccount(account: LedgerAccount): void {
    this.svm.setAccount({
      address: address(account.address),
      lamports: account.lamports as never,
      data: account.data,
      programAddress: address(account.owner),
      executable: account.executable,
      space: BigInt(account.data.length),
    })
  }

  getProgramAccounts(program: string): LedgerAccount[] {
    return this.svm.getProgramAccounts(address(program)).map((account) => ({
      address: account.address,
      lamports: account.lamports,
      owner: account.programAddress,
      data: account.data as Uint8Array,
      executable: account.executable,
    }))
  }

  decimalsOf = (mint: string): number | undefined => {
    const account = this.getAccount(mint)
    return account && readMintDecimals(account.owner, account.data)
  }

  getRecord(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** Signatures that touched `pubkey`, newest first. */
  signaturesFor(pubkey: string): TransactionRecord[] {
    const signatures = this.signaturesByAddress.get(pubkey) ?? []
    return signatures
      .map((signature) => this.records.get(signature))
      .filter((record): record is TransactionRecord => record !== undefined)
      .reverse()
  }

  onTransaction(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Runs a signed wire transaction; landed ones (also failed ones that paid their fee) make a block. */
  submit(wire: Uint8Array): TransactionRecord {
    const transaction = decodeTransaction(wire)
    const accountKeys = transaction.message.staticAccountKeys.map((key) => key.toBase58())
    if (!this.isBlockhashValid(transaction.message.recentBlockhash)) {
      throw new RpcError(-32002, 'Transaction simulation failed: Blockhash not found', {
        err: 'BlockhashNotFound',
        logs: [],
        accounts: null,
        unitsConsumed: 0,
        returnData: null,
      })
    }
    const preBalances = accountKeys.map((key) => this.getBalance(key))
    const preTokenBalances = this.tokenBalances(accountKeys)
    const result = this.svm.sendTransaction(getTransactionDecoder().decode(wire))
    const postBalances = accountKeys.map((key) => this.getBalance(key))
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    const [feePayerBefore = 0n] = preBalances
    const [feePayerAfter = 0n] = postBalances
    if (failed && feePayerAfter >= feePayerBefore) {
      // Not landed (duplicate, bad signature, no funds for the fee): nothing was charged, no block.
      const error = describeTransactionError(result.err())
      const code = error.name === 'SignatureFailure' ? -32003 : -32002
      throw new RpcError(code, `Transaction simulation failed: ${error.message}`, {
        err: error.json,
        logs: meta.logs(),
        accounts: null,
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: null,
      })
    }
    const signature = base58.encode(transaction.signatures[0] ?? new Uint8Array(64))
    const record: TransactionRecord = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      transaction,
      accountKeys,
      err: failed ? describeTransactionError(result.err()).json : null,
      fee: LAMPORTS_PER_SIGNATURE * BigInt(transaction.message.header.numRequiredSignatures),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.tokenBalances(accountKeys),
      logs: meta.logs(),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
    }
    this.remember(record)
    this.produceBlock()
    for (const listener of this.listeners) listener(record)
    return record
  }

  simulate(wire: Uint8Array, { sigVerify }: { sigVerify: boolean }): SimulationResult {
    const kitTransaction = getTransactionDecoder().decode(wire)
    this.svm.withSigverify(sigVerify)
    try {
      const result = this.svm.simulateTransaction(kitTransaction)
      if (result instanceof FailedTransactionMetadata) {
        const error = describeTransactionError(result.err())
        const meta = result.meta()
        return {
          err: error.json,
          errorMessage: error.message,
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
          postAccounts: new Map(),
        }
      }
      const meta = result.meta()
      const postAccounts = new Map<string, LedgerAccount>(
        result.postAccounts().map((account) => [
          account.address,
          {
            address: account.address,
            lamports: account.lamports,
            owner: account.programAddress,
            data: account.data as Uint8Array,
            executable: account.executable,
          },
        ]),
      )
      return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts }
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /** A real transfer from the devnet's faucet, so an airdrop has a signature, a block and a history entry. */
  airdrop(to: string, lamports: bigint): TransactionRecord {
    const transaction = new Transaction({
      feePayer: this.faucet.publicKey,
      recentBlockhash: this.svm.latestBlockhash(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: this.faucet.publicKey,
        toPubkey: new PublicKey(to),
        lamports,
      }),
    )
    transaction.sign(this.faucet)
    return this.submit(transaction.serialize())
  }

  private tokenBalances(accountKeys: string[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    accountKeys.forEach((key, accountIndex) => {
      const account = this.getAccount(key)
      const token = account && readTokenAccount(account.owner, account.data)
      const decimals = token && this.decimalsOf(token.mint)
      if (!account || !token || decimals === undefined) return
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.owner,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return balances
  }

  private remember(record: TransactionRecord): void {
    this.records.set(record.signature, record)
    this.transactionCount += 1n
    for (const key of new Set(record.accountKeys)) {
      if (key === SYSTEM_PROGRAM) continue
      const list = this.signaturesByAddress.get(key) ?? []
      list.push(record.signature)
      if (list.length > SOLANA_SIGNATURE_HISTORY_LIMIT) list.shift()
      this.signaturesByAddress.set(key, list)
    }
  }

  private produceBlock(): void {
    this.slot += 1n
    this.blockHeight += 1n
    this.advanceClock()
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), this.blockHeight + BLOCKHASH_VALID_BLOCKS)
    for (const [blockhash, lastValid] of this.blockhashes) {
      if (lastValid < this.blockHeight) this.blockhashes.delete(blockhash)
    }
  }

  private advanceClock(): void {
    const now = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(new Clock(this.slot, now, 0n, 0n, now))
  }
}

/** Legacy or v0 wire bytes; anything else is a -32602 with the reason. */
export function decodeTransaction(wire: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(wire)
  } catch (error) {
    throw RpcError.invalidParams(
      `failed to deserialize the transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
