import { base58 } from '@scure/base'
import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  type Commitment,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { assertPortFree } from '../assertPortFree'
import { DevnetPortInUseError } from '../errors'
import { freePort } from '../freePort'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet'

let devnet: SolanaDevnet
let connection: Connection

const keypairOf = (index: number) => {
  const account = devnet.accounts[index]
  if (!account) throw new Error(`devnet account ${index} missing`)
  return Keypair.fromSecretKey(Uint8Array.from(account.secretKey))
}

async function rpc(
  method: string,
  params?: unknown,
): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: await freePort(), wsPort: await freePort() })
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(async () => {
  await devnet?.stop()
})

describe('fixtures', () => {
  test('every account but the fixture payer holds 1000 SOL and 1,000,000 DUSD', async () => {
    const [payer, ...others] = devnet.accounts.map((account) => new PublicKey(account.address))
    if (!payer) throw new Error('payer missing')
    expect(devnet.accounts).toHaveLength(10)
    expect(await connection.getBalance(payer)).toBeLessThan(1000 * LAMPORTS_PER_SOL)
    for (const account of others) expect(await connection.getBalance(account)).toBe(1000 * LAMPORTS_PER_SOL)
    for (const account of devnet.accounts) {
      const balance = await connection.getTokenAccountBalance(new PublicKey(account.tokenAccounts.DUSD))
      expect(balance.value).toEqual({
        amount: '1000000000000',
        decimals: 6,
        uiAmount: 1_000_000,
        uiAmountString: '1000000',
      })
    }
  })

  test('the DUSD mint reads as a 6-decimal SPL mint with jsonParsed', async () => {
    const mint = await connection.getParsedAccountInfo(new PublicKey(devnet.tokens.DUSD.mint))
    expect(mint.value?.owner.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    expect(mint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: { decimals: 6, supply: '10000000000000', mintAuthority: devnet.accounts[0]?.address },
      },
    })
    expect(devnet.tokens.DUSD).toMatchObject({ name: 'Devnet USD', symbol: 'DUSD', decimals: 6 })
    const supply = await connection.getTokenSupply(new PublicKey(devnet.tokens.DUSD.mint))
    expect(supply.value.uiAmount).toBe(10_000_000)
  })

  test('token accounts by owner, by mint and by program, parsed and raw', async () => {
    const owner = keypairOf(3).publicKey
    const byMint = await connection.getParsedTokenAccountsByOwner(owner, {
      mint: new PublicKey(devnet.tokens.DUSD.mint),
    })
    expect(byMint.value.map((entry) => entry.pubkey.toBase58())).toEqual([
      devnet.accounts[3]?.tokenAccounts.DUSD,
    ])
    expect(byMint.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1000000')
    const byProgram = await connection.getTokenAccountsByOwner(owner, {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    })
    expect(byProgram.value).toHaveLength(1)
    expect(byProgram.value[0]?.account.data).toHaveLength(165)
  })

  test('program accounts filtered by size and owner, and several accounts at once', async () => {
    const owner = keypairOf(3).publicKey
    const accounts = await connection.getProgramAccounts(
      new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
      { filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: owner.toBase58() } }] },
    )
    expect(accounts.map((entry) => entry.pubkey.toBase58())).toEqual([devnet.accounts[3]?.tokenAccounts.DUSD])
    const several = await connection.getMultipleAccountsInfo([owner, Keypair.generate().publicKey])
    expect(several[0]?.lamports).toBe(1000 * LAMPORTS_PER_SOL)
    expect(several[1]).toBeNull()
  })

  test('the cluster describes itself', async () => {
    expect(await connection.getGenesisHash()).toBe(devnet.genesisHash)
    expect(devnet.chainId).toBe(`solana:${devnet.genesisHash.slice(0, 32)}`)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await rpc('getHealth')).toMatchObject({ result: 'ok' })
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBe(await connection.getSlot())
    expect(epoch.blockHeight).toBe(await connection.getBlockHeight())
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    // Genesis made 11 fixture transactions (the mint, then one token account per funded account).
    expect(await connection.getTransactionCount()).toBeGreaterThanOrEqual(11)
  })
})

describe('transactions', () => {
  test('an address’s history pages newest first with before and until', async () => {
    const receiver = Keypair.generate().publicKey
    const signatures: string[] = []
    for (const lamports of [1, 2, 3]) {
      signatures.push(await connection.requestAirdrop(receiver, lamports * LAMPORTS_PER_SOL))
    }
    const [first, second, third] = signatures
    const page = async (options: { limit?: number; before?: string; until?: string }) =>
      (await connection.getSignaturesForAddress(receiver, options)).map((entry) => entry.signature)
    expect(await page({})).toEqual([third, second, first])
    expect(await page({ limit: 1 })).toEqual([third])
    expect(await page({ before: third })).toEqual([second, first])
    expect(await page({ until: first })).toEqual([third, second])
    expect(await rpc('requestAirdrop', [receiver.toBase58(), 5000 * LAMPORTS_PER_SOL])).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('exceeds') },
    })
  })

  test('an airdrop credits exactly its amount', async () => {
    const receiver = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(receiver, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, ...latest })
    expect(await connection.getBalance(receiver)).toBe(2 * LAMPORTS_PER_SOL)
  })

  test('sendAndConfirmTransaction moves SOL: the receiver gains the amount, the sender also pays 5000 lamports', async () => {
    const sender = keypairOf(1)
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(sender.publicKey)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: receiver,
        lamports: 0.1 * LAMPORTS_PER_SOL,
      }),
    )
    const slot = await connection.getSlot()
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])

    expect(await connection.getBalance(receiver)).toBe(0.1 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(sender.publicKey)).toBe(before - 0.1 * LAMPORTS_PER_SOL - 5000)
    expect(await connection.getSlot()).toBe(slot + 1)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5000)
    expect(landed?.meta?.postBalances[1]).toBe(0.1 * LAMPORTS_PER_SOL)
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: {
          source: sender.publicKey.toBase58(),
          destination: receiver.toBase58(),
          lamports: 100_000_000,
        },
      },
    })
    const history = await connection.getSignaturesForAddress(receiver)
    expect(history.map((entry) => [entry.signature, entry.err])).toEqual([[signature, null]])
  })

  test('an SPL transfer creates the receiver’s associated token account and moves exactly 2 DUSD', async () => {
    const sender = keypairOf(2)
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(devnet.tokens.DUSD.mint)
    const from = getAssociatedTokenAddressSync(mint, sender.publicKey)
    const to = getAssociatedTokenAddressSync(mint, receiver)
    const solBefore = await connection.getBalance(sender.publicKey)
    expect(await connection.getAccountInfo(to)).toBeNull()

    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountInstruction(sender.publicKey, to, receiver, mint),
        createTransferCheckedInstruction(from, mint, to, sender.publicKey, 2_000_000n, 6),
      ),
      [sender],
    )

    expect((await connection.getTokenAccountBalance(to)).value.amount).toBe('2000000')
    expect((await connection.getTokenAccountBalance(from)).value.amount).toBe('999998000000')
    // The sender paid the new account's rent and the fee.
    expect(await connection.getBalance(sender.publicKey)).toBe(solBefore - 2_039_280 - 5000)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const postTo = landed?.meta?.postTokenBalances?.find((balance) => balance.owner === receiver.toBase58())
    expect(postTo?.uiTokenAmount.uiAmountString).toBe('2')
    expect(
      landed?.meta?.preTokenBalances?.find((balance) => balance.owner === receiver.toBase58()),
    ).toBeUndefined()
  })

  test('simulation reports a failing transfer without changing any balance; sending it is refused', async () => {
    const sender = keypairOf(4)
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(sender.publicKey)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: receiver,
        lamports: 5000 * LAMPORTS_PER_SOL,
      }),
    )
    const simulated = await connection.simulateTransaction(transaction)
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(simulated.value.logs?.join('\n')).toContain('insufficient lamports')

    const ok = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 1_000_000 }),
    )
    const good = await connection.simulateTransaction(ok)
    expect(good.value.err).toBeNull()
    expect(good.value.unitsConsumed).toBeGreaterThan(0)

    await expect(sendAndConfirmTransaction(connection, transaction, [sender])).rejects.toBeInstanceOf(
      SendTransactionError,
    )
    expect(await connection.getBalance(sender.publicKey)).toBe(before)
    expect(await connection.getBalance(receiver)).toBe(0)
  })

  test('a transfer that leaves a new account below rent exemption is refused by the runtime', async () => {
    const sender = keypairOf(4)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    await expect(sendAndConfirmTransaction(connection, transaction, [sender])).rejects.toThrow(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
  })

  test('the fee for a message is 5000 lamports per signature, null once its blockhash is unknown', async () => {
    const payer = keypairOf(5).publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = (recentBlockhash: string) =>
      new TransactionMessage({
        payerKey: payer,
        recentBlockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 })],
      }).compileToV0Message()
    expect((await connection.getFeeForMessage(message(blockhash))).value).toBe(5000)
    const unknown = base58.encode(new Uint8Array(32).fill(7))
    expect((await connection.getFeeForMessage(message(unknown))).value).toBeNull()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(unknown)).value).toBe(false)
  })

  test('v0 transactions land, sent as base58 or base64, and need maxSupportedTransactionVersion to be read', async () => {
    const sender = keypairOf(6)
    const receiver = Keypair.generate().publicKey
    const send = async (lamports: number, encoding: 'base58' | 'base64') => {
      const { blockhash } = await connection.getLatestBlockhash()
      const transaction = new VersionedTransaction(
        new TransactionMessage({
          payerKey: sender.publicKey,
          recentBlockhash: blockhash,
          instructions: [
            SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports }),
          ],
        }).compileToV0Message(),
      )
      transaction.sign([sender])
      const wire = transaction.serialize()
      const encoded = encoding === 'base58' ? base58.encode(wire) : Buffer.from(wire).toString('base64')
      return (await rpc('sendTransaction', [encoded, { encoding }])).result as string
    }
    const first = await send(1_000_000, 'base58')
    await send(2_000_000, 'base64')
    expect(await connection.getBalance(receiver)).toBe(3_000_000)

    expect(await rpc('getTransaction', [first, { encoding: 'json' }])).toMatchObject({
      error: { code: -32015, message: expect.stringContaining('maxSupportedTransactionVersion') },
    })
    const landed = await connection.getTransaction(first, { maxSupportedTransactionVersion: 0 })
    expect(landed?.version).toBe(0)
  })

  test('the same signed transaction twice is refused the second time', async () => {
    const sender = keypairOf(7)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    transaction.sign(sender)
    const wire = transaction.serialize()
    await connection.sendRawTransaction(wire)
    await expect(connection.sendRawTransaction(wire, { skipPreflight: true })).rejects.toThrow(
      /already been processed/,
    )
  })

  test('account changes are pushed over the websocket', async () => {
    const sender = keypairOf(8)
    const receiver = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(receiver, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account.lamports)
      })
    })
    // Give the subscription time to reach the server before the change it waits for.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 1_000_000 }),
      ),
      [sender],
    )
    expect(await changed).toBe(1_000_000)
  })
})

describe('blockhash lifetime', () => {
  // A chain of its own: 150 blocks would expire the blockhash web3.js caches for the other tests.
  let own: SolanaDevnet
  beforeAll(async () => {
    own = await startSolanaDevnet({ port: await freePort(), wsPort: await freePort() })
  })
  afterAll(async () => {
    await own?.stop()
  })

  test('a blockhash stays usable for 150 blocks, then transactions that use it are refused', async () => {
    const ownConnection = new Connection(own.rpcUrl, { commitment: 'confirmed', wsEndpoint: own.wsUrl })
    const sender = Keypair.fromSecretKey(Uint8Array.from(own.accounts[7]?.secretKey ?? []))
    const { blockhash, lastValidBlockHeight } = await ownConnection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBe((await ownConnection.getBlockHeight()) + 150)
    // Each landed transaction makes a block; the faucet's airdrops are the quickest way to make 150.
    const faucetTarget = Keypair.generate().publicKey.toBase58()
    const blocksLeft = lastValidBlockHeight - (await ownConnection.getBlockHeight())
    for (let block = 0; block < blocksLeft; block++) own.ledger.airdrop(faucetTarget, 1_000_000n)
    expect((await ownConnection.isBlockhashValid(blockhash)).value).toBe(true)
    own.ledger.airdrop(faucetTarget, 1_000_000n)
    expect((await ownConnection.isBlockhashValid(blockhash)).value).toBe(false)

    const stale = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    stale.sign(sender)
    await expect(ownConnection.sendRawTransaction(stale.serialize())).rejects.toThrow('Blockhash not found')
    // web3.js swaps in a fresh blockhash before simulating a Transaction, so the stale one is sent raw.
    const answer = await fetch(own.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'simulateTransaction',
        params: [stale.serialize().toString('base64'), { encoding: 'base64' }],
      }),
    })
    expect(await answer.json()).toMatchObject({ result: { value: { err: 'BlockhashNotFound' } } })
  })
})

describe('websockets', () => {
  /** A raw JSON-RPC websocket client: every message it receives, and a way to send. */
  async function openSocket(url: string) {
    const socket = new WebSocket(url)
    const messages: { id?: number; result?: unknown; method?: string; params?: unknown }[] = []
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())))
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const next = async (match: (message: (typeof messages)[number]) => boolean) => {
      for (let wait = 0; wait < 100; wait++) {
        const found = messages.find(match)
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(`no matching message in ${JSON.stringify(messages)}`)
    }
    return { socket, next, send: (body: object) => socket.send(JSON.stringify({ jsonrpc: '2.0', ...body })) }
  }

  test('signatureSubscribe notifies once the transaction lands, on the websocket port and on the RPC port', async () => {
    for (const url of [devnet.wsUrl, devnet.rpcUrl.replace('http', 'ws')]) {
      const client = await openSocket(url)
      const sender = keypairOf(5)
      const { blockhash } = await connection.getLatestBlockhash()
      const transaction = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      )
      transaction.sign(sender)
      const signature = base58.encode(transaction.signature ?? new Uint8Array())
      client.send({ id: 1, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] })
      const { result: subscription } = await client.next((message) => message.id === 1)
      expect(subscription).toEqual(expect.any(Number))
      await connection.sendRawTransaction(transaction.serialize())
      const notification = await client.next((message) => message.method === 'signatureNotification')
      expect(notification.params).toMatchObject({ subscription, result: { value: { err: null } } })
      client.send({ id: 2, method: 'getSlot' })
      expect((await client.next((message) => message.id === 2)).result).toEqual(expect.any(Number))
      client.socket.close()
    }
  })
})

describe('JSON-RPC errors', () => {
  test('an unknown method is -32601', async () => {
    expect(await rpc('getMagic', [])).toMatchObject({
      error: { code: -32601, message: 'Method not found: getMagic' },
    })
  })

  test.each([
    ['getBalance', ['not-a-key'], 'pubkey must be a base58 public key, got "not-a-key"'],
    ['getBalance', [], 'pubkey must be a base58 public key, got null'],
    ['getSignatureStatuses', ['x'], 'signatures must be an array'],
    ['getAccountInfo', ['11111111111111111111111111111111', { encoding: 'hex' }], 'unknown encoding "hex"'],
    ['sendTransaction', ['AAAA', { encoding: 'base64' }], 'failed to deserialize the transaction'],
  ])('%s with bad params is -32602 with the reason', async (method, params, message) => {
    const answer = await rpc(method, params)
    expect(answer.error?.code).toBe(-32602)
    expect(answer.error?.message).toContain(message)
  })

  test.each<[Commitment | 'bogus']>([['processed'], ['confirmed'], ['finalized'], ['bogus']])(
    'commitment %s',
    async (commitment) => {
      const answer = await rpc('getBalance', [devnet.accounts[9]?.address, { commitment }])
      if (commitment === 'bogus') {
        expect(answer.error).toMatchObject({
          code: -32602,
          message: expect.stringContaining('unknown commitment "bogus"'),
        })
      } else {
        expect(answer.result).toMatchObject({ value: 1000 * LAMPORTS_PER_SOL })
      }
    },
  )

  test('a body that is not JSON is -32700; a batch gets one answer per request', async () => {
    const post = (body: string) =>
      fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        (response) => response.json(),
      )
    expect(await post('{nope')).toMatchObject({ error: { code: -32700 } })
    expect(
      await post(
        JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'getSlot' },
          { jsonrpc: '2.0', id: 2, method: 'nope' },
        ]),
      ),
    ).toMatchObject([
      { id: 1, result: expect.any(Number) },
      { id: 2, error: { code: -32601 } },
    ])
  })

  test('browser pages on other origins may call it (CORS)', async () => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('ports', () => {
  test('a busy port is refused by name, and stop frees both ports', async () => {
    const port = await freePort()
    const wsPort = await freePort()
    const first = await startSolanaDevnet({ port, wsPort })
    const second = startSolanaDevnet({ port, wsPort })
    await expect(second).rejects.toBeInstanceOf(DevnetPortInUseError)
    await expect(second).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use, so Portico Solana Devnet RPC cannot start there.`,
    )
    await first.stop()
    await expect(assertPortFree(port, '127.0.0.1', 'the check')).resolves.toBeUndefined()
    await expect(assertPortFree(wsPort, '127.0.0.1', 'the check')).resolves.toBeUndefined()
  })
})
