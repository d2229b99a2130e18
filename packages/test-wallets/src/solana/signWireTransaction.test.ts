import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { expect, test } from 'vitest'
import { signWireTransaction } from './signWireTransaction'

const blockhash = '11111111111111111111111111111111'

function twoSignerTransfer(payer: Keypair, wallet: Keypair): Transaction {
  return new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: payer.publicKey, lamports: 1 }),
  )
}

test('signs its own slot of a legacy transaction and keeps the co-signer’s signature', () => {
  const payer = Keypair.generate()
  const wallet = Keypair.generate()
  const transaction = twoSignerTransfer(payer, wallet)
  transaction.partialSign(payer)
  const { signed, signature } = signWireTransaction(
    transaction.serialize({ requireAllSignatures: false }),
    wallet.secretKey.slice(0, 32),
  )
  const decoded = Transaction.from(signed)
  expect(decoded.verifySignatures()).toBe(true)
  expect(decoded.signatures[1]?.signature).toEqual(Buffer.from(signature))
})

test('signs a v0 transaction', () => {
  const wallet = Keypair.generate()
  const transaction = new VersionedTransaction(
    new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: wallet.publicKey, lamports: 1 }),
      ],
    }).compileToV0Message(),
  )
  const { signed } = signWireTransaction(transaction.serialize(), wallet.secretKey.slice(0, 32))
  const expected = new VersionedTransaction(transaction.message)
  expected.sign([wallet])
  expect(signed).toEqual(expected.serialize())
})

test('refuses a transaction that does not ask the account for a signature', () => {
  const payer = Keypair.generate()
  const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1,
    }),
  )
  expect(() =>
    signWireTransaction(
      transaction.serialize({ requireAllSignatures: false }),
      Keypair.generate().secretKey.slice(0, 32),
    ),
  ).toThrow('The transaction does not ask this account for a signature')
  expect(() => signWireTransaction(new Uint8Array([1]), new Uint8Array(32))).toThrow(
    'The transaction is truncated',
  )
})
