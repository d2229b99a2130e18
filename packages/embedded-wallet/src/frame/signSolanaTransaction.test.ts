import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  MessageV0,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { signSolanaTransaction } from './signSolanaTransaction'

const signer = Keypair.generate()
const privateKey = signer.secretKey.slice(0, 32)
const publicKey = signer.publicKey.toBytes()
const receiver = Keypair.generate().publicKey
const blockhash = new PublicKey(ed25519.utils.randomSecretKey()).toBase58()
const transfer = SystemProgram.transfer({ fromPubkey: signer.publicKey, toPubkey: receiver, lamports: 1_000 })

describe('signSolanaTransaction', () => {
  test('a legacy transfer is signed in the fee payer slot, as @solana/web3.js verifies it', () => {
    const unsigned = new Transaction({ feePayer: signer.publicKey, recentBlockhash: blockhash }).add(transfer)
    const wire = unsigned.serialize({ requireAllSignatures: false, verifySignatures: false })
    const { signed } = signSolanaTransaction(new Uint8Array(wire), privateKey, publicKey)
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
  })

  test('a versioned (v0) transaction is signed too', () => {
    const message = MessageV0.compile({
      payerKey: signer.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer],
    })
    const { signed, signature } = signSolanaTransaction(
      new VersionedTransaction(message).serialize(),
      privateKey,
      publicKey,
    )
    const read = VersionedTransaction.deserialize(signed)
    expect(read.signatures[0]).toEqual(signature)
    expect(ed25519.verify(signature, read.message.serialize(), publicKey)).toBe(true)
  })

  test('a transaction this key does not sign for is refused', () => {
    const other = Keypair.generate()
    const unsigned = new Transaction({ feePayer: other.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: receiver, lamports: 1 }),
    )
    const wire = unsigned.serialize({ requireAllSignatures: false, verifySignatures: false })
    expect(() => signSolanaTransaction(new Uint8Array(wire), privateKey, publicKey)).toThrow(
      'The embedded wallet does not hold this account',
    )
  })

  test('bytes that are not a transaction are refused', () => {
    expect(() => signSolanaTransaction(new Uint8Array([5, 1, 2]), privateKey, publicKey)).toThrow(
      'This is not a Solana transaction',
    )
  })
})
