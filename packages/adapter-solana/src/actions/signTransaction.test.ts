import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { expect, test } from 'vitest'
import { UserRejectedRequestError } from '../index'
import { createKeypairWallet } from '../test/createKeypairWallet'
import { registerWallets, setUpAdapter } from '../test/setUpAdapter'

// Any 32 bytes in base58 stand for a blockhash: signing needs no chain.
const blockhash = Keypair.generate().publicKey.toBase58()

async function connected() {
  const keypair = Keypair.generate()
  const wallet = createKeypairWallet({ keypair })
  registerWallets(wallet.wallet)
  const { adapter, network } = await setUpAdapter()
  await adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
  const instruction = SystemProgram.transfer({
    fromPubkey: keypair.publicKey,
    toPubkey: Keypair.generate().publicKey,
    lamports: 1_000n,
  })
  return { keypair, wallet, adapter, instruction }
}

test("a legacy transaction comes back a Transaction carrying the wallet's valid signature", async () => {
  const { keypair, adapter, instruction } = await connected()
  const transaction = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash }).add(
    instruction,
  )
  const signed = await adapter.signTransaction({ connectorId: 'Keypair Wallet', transaction })
  expect(signed).toBeInstanceOf(Transaction)
  expect(signed.signatures[0]?.publicKey.equals(keypair.publicKey)).toBe(true)
  expect(signed.verifySignatures()).toBe(true)
})

test('a v0 transaction comes back a VersionedTransaction signed by the account', async () => {
  const { keypair, adapter, instruction } = await connected()
  const message = new TransactionMessage({
    payerKey: keypair.publicKey,
    recentBlockhash: blockhash,
    instructions: [instruction],
  }).compileToV0Message()
  const signed = await adapter.signTransaction({
    connectorId: 'Keypair Wallet',
    transaction: new VersionedTransaction(message),
  })
  expect(signed).toBeInstanceOf(VersionedTransaction)
  expect(signed.version).toBe(0)
  expect(signed.signatures[0]?.some((byte) => byte !== 0)).toBe(true)
})

test('a refusal is a UserRejectedRequestError', async () => {
  const { keypair, wallet, adapter, instruction } = await connected()
  wallet.rejectNext()
  const transaction = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash }).add(
    instruction,
  )
  await expect(
    adapter.signTransaction({ connectorId: 'Keypair Wallet', transaction }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)
})
