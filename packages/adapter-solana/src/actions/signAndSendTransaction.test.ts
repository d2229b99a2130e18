import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { expect, inject, test } from 'vitest'
import { InvalidCommitmentError } from '../errors/InvalidCommitmentError'
import { connectDevnetWallet } from '../test/devnetWallet'

const devnet = inject('solanaDevnet')

test('a legacy transaction is signed and sent by the wallet and confirmed at the asked commitment', async () => {
  const { adapter, connectorId, network, keypair } = await connectDevnetWallet(devnet, 6)
  const connection = adapter.getConnection(network)
  const receiver = Keypair.generate().publicKey
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: keypair.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: receiver, lamports: 1_001_234n }),
  )
  const signature = await adapter.signAndSendTransaction({
    connectorId,
    transaction,
    options: { commitment: 'finalized' },
  })
  const { value } = await connection.getSignatureStatuses([signature])
  expect(value[0]?.err).toBeNull()
  expect(await connection.getBalance(receiver)).toBe(1_001_234)
})

test('a v0 transaction goes through the same way', async () => {
  const { adapter, connectorId, network, keypair } = await connectDevnetWallet(devnet, 6, {
    name: 'V0 Wallet',
  })
  const connection = adapter.getConnection(network)
  const receiver = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: keypair.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: receiver, lamports: 1_004_321n }),
    ],
  }).compileToV0Message()
  await adapter.signAndSendTransaction({ connectorId, transaction: new VersionedTransaction(message) })
  expect(await connection.getBalance(receiver)).toBe(1_004_321)
})

test("commitment 'bogus' is refused before anything is signed or sent", async () => {
  const { adapter, connectorId, network, keypair } = await connectDevnetWallet(devnet, 6, {
    name: 'Bogus Check',
  })
  const connection = adapter.getConnection(network)
  const receiver = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: receiver, lamports: 1n }),
  )
  await expect(
    adapter.signAndSendTransaction({ connectorId, transaction, options: { commitment: 'bogus' } }),
  ).rejects.toThrow(InvalidCommitmentError)
  expect(await connection.getBalance(receiver)).toBe(0)
})
