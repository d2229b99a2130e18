import { ed25519 } from '@noble/curves/ed25519.js'
import { freePort, type SolanaDevnet, startSolanaDevnet } from '@portico/devnet'
import { base58 } from '@scure/base'
import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PORTICO_SOLANA_DEVNET_CHAIN } from './constants'
import { createSolanaTestWallet, type SolanaTestWallet } from './createSolanaTestWallet'
import { deriveSolanaSecretKey } from './deriveSolanaSecretKey'

const MNEMONIC = 'test test test test test test test test test test test junk'

let devnet: SolanaDevnet
let connection: Connection

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: await freePort(), wsPort: await freePort() })
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(async () => {
  await devnet?.stop()
})

function walletFor(index: number, options: { granted?: boolean } = {}): SolanaTestWallet {
  return createSolanaTestWallet({
    secretKeys: [deriveSolanaSecretKey(MNEMONIC, index)],
    rpcUrls: { [PORTICO_SOLANA_DEVNET_CHAIN]: devnet.rpcUrl },
    ...options,
  })
}

async function connected(index: number) {
  const control = walletFor(index)
  const { accounts } = await control.wallet.features['standard:connect'].connect()
  const [account] = accounts
  if (!account) throw new Error('no account after connect')
  return { control, account, owner: new PublicKey(account.address) }
}

test('its keys are the devnet’s funded Solana accounts (same mnemonic, same path)', () => {
  for (const index of [0, 1, 2]) {
    const publicKey = ed25519.getPublicKey(deriveSolanaSecretKey(MNEMONIC, index))
    expect(base58.encode(publicKey)).toBe(devnet.accounts[index]?.address)
  }
  expect(PORTICO_SOLANA_DEVNET_CHAIN).toBe(devnet.chainId)
})

describe('connect', () => {
  test('a prompt grants the account; the wallet lists it and tells listeners', async () => {
    const control = walletFor(1)
    const changes: unknown[] = []
    control.wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.length))
    expect(control.wallet.accounts).toEqual([])

    const { accounts } = await control.wallet.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([devnet.accounts[1]?.address])
    expect(accounts[0]?.chains).toContain(PORTICO_SOLANA_DEVNET_CHAIN)
    expect(accounts[0]?.features).toEqual([
      'solana:signAndSendTransaction',
      'solana:signTransaction',
      'solana:signMessage',
    ])
    expect(control.wallet.accounts).toEqual(accounts)
    expect(control.granted).toBe(true)

    await control.wallet.features['standard:disconnect'].disconnect()
    expect(control.wallet.accounts).toEqual([])
    expect(changes).toEqual([1, 0])
  })

  test('a silent connect never prompts: nothing for an untrusted site, the account for a trusted one', async () => {
    const untrusted = walletFor(1)
    untrusted.rejectNext()
    expect((await untrusted.wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
    const trusted = walletFor(1, { granted: true })
    trusted.rejectNext()
    const { accounts } = await trusted.wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([devnet.accounts[1]?.address])
  })

  test('rejectNext refuses the next prompt with 4001 and only that one', async () => {
    const control = walletFor(1)
    control.rejectNext()
    await expect(control.wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(control.wallet.accounts).toEqual([])
    await expect(control.wallet.features['standard:connect'].connect()).resolves.toMatchObject({
      accounts: [{ address: devnet.accounts[1]?.address }],
    })
  })

  test('delayNext holds the prompt until released', async () => {
    const control = walletFor(1)
    const release = control.delayNext()
    let settled = false
    const connecting = control.wallet.features['standard:connect'].connect().then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    release()
    await connecting
    expect(settled).toBe(true)
  })

  test('the user switching account or disconnecting in the wallet reaches the site', async () => {
    const control = createSolanaTestWallet({
      secretKeys: [deriveSolanaSecretKey(MNEMONIC, 1), deriveSolanaSecretKey(MNEMONIC, 2)],
    })
    const seen: (string | undefined)[][] = []
    control.wallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push((accounts ?? []).map((account) => account.address)),
    )
    await control.wallet.features['standard:connect'].connect()
    control.switchAccount(1)
    control.disconnect()
    expect(seen).toEqual([[devnet.accounts[1]?.address], [devnet.accounts[2]?.address], []])
    expect(() => control.switchAccount(5)).toThrow('The wallet holds 2 accounts, not 6')
  })
})

describe('signing', () => {
  test('signMessage gives an ed25519 signature that verifies against the account’s public key', async () => {
    const { control, account } = await connected(1)
    const message = new TextEncoder().encode('Sign in to Portico')
    const [output] = await control.wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(
      ed25519.verify(output?.signature ?? new Uint8Array(), message, account.publicKey as Uint8Array),
    ).toBe(true)
    expect(
      ed25519.verify(
        output?.signature ?? new Uint8Array(),
        new Uint8Array([1]),
        account.publicKey as Uint8Array,
      ),
    ).toBe(false)
  })

  test('signing is refused (4100) for an account the site was not given, and rejectNext refuses it (4001)', async () => {
    const control = walletFor(1)
    const other = (await connected(1)).account
    await expect(
      control.wallet.features['solana:signMessage'].signMessage({
        account: other,
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4100 })
    const { control: ready, account } = await connected(1)
    ready.rejectNext()
    await expect(
      ready.wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test('signTransaction signs a transaction web3.js verifies and the devnet accepts', async () => {
    const { control, account, owner } = await connected(1)
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 100 }),
    )
    const [output] = await control.wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: transaction.serialize({ requireAllSignatures: false }),
      chain: PORTICO_SOLANA_DEVNET_CHAIN,
    })
    const signed = Transaction.from(output?.signedTransaction ?? new Uint8Array())
    expect(signed.verifySignatures()).toBe(true)
    await connection.confirmTransaction({
      signature: await connection.sendRawTransaction(signed.serialize()),
      blockhash,
      lastValidBlockHeight: (await connection.getLatestBlockhash()).lastValidBlockHeight,
    })
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 100)
  })
})

describe('signAndSendTransaction', () => {
  test('sends 0.1 SOL on the devnet: the receiver gains exactly that, the sender that and the fee', async () => {
    const { control, account, owner } = await connected(1)
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(owner)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 10 }),
    )
    const [output] = await control.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: transaction.serialize({ requireAllSignatures: false }),
      chain: PORTICO_SOLANA_DEVNET_CHAIN,
      options: { commitment: 'confirmed' },
    })
    const signature = base58.encode(output?.signature ?? new Uint8Array())
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 10)
    expect(await connection.getBalance(owner)).toBe(before - LAMPORTS_PER_SOL / 10 - 5000)
  })

  test('sends 2 DUSD as a v0 transaction, creating the receiver’s token account', async () => {
    const { control, account, owner } = await connected(2)
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(devnet.tokens.DUSD.mint)
    const to = getAssociatedTokenAddressSync(mint, receiver)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new VersionedTransaction(
      new TransactionMessage({
        payerKey: owner,
        recentBlockhash: blockhash,
        instructions: [
          createAssociatedTokenAccountInstruction(owner, to, receiver, mint),
          createTransferCheckedInstruction(
            getAssociatedTokenAddressSync(mint, owner),
            mint,
            to,
            owner,
            2_000_000n,
            6,
          ),
        ],
      }).compileToV0Message(),
    )
    await control.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: transaction.serialize(),
      chain: PORTICO_SOLANA_DEVNET_CHAIN,
    })
    expect((await connection.getTokenAccountBalance(to)).value.uiAmountString).toBe('2')
  })

  test('a chain it has no RPC for is refused before any prompt; an RPC refusal reaches the site', async () => {
    const { control, account, owner } = await connected(3)
    const { blockhash } = await connection.getLatestBlockhash()
    const transfer = (lamports: number) =>
      new Transaction({ feePayer: owner, recentBlockhash: blockhash })
        .add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: Keypair.generate().publicKey, lamports }))
        .serialize({ requireAllSignatures: false })
    const send = control.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction
    await expect(
      send({ account, transaction: transfer(1_000_000), chain: 'solana:mainnet' }),
    ).rejects.toThrow('Portico Devnet Wallet has no RPC for solana:mainnet')
    await expect(
      send({ account, transaction: transfer(5000 * LAMPORTS_PER_SOL), chain: PORTICO_SOLANA_DEVNET_CHAIN }),
    ).rejects.toMatchObject({ code: -32002, message: expect.stringContaining('custom program error: 0x1') })
  })
})
