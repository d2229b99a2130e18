import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import { InvalidCommitmentError } from './errors/InvalidCommitmentError'
import { createKeypairWallet } from './test/createKeypairWallet'
import { registerWallets, setUpAdapter } from './test/setUpAdapter'

test("SPEC §5: commitment 'bogus' is refused at creation with the allowed values", () => {
  // @ts-expect-error: a host without types may pass anything
  expect(() => createSolanaAdapter({ commitment: 'bogus' })).toThrow(InvalidCommitmentError)
  // @ts-expect-error: as above
  expect(() => createSolanaAdapter({ commitment: 'bogus' })).toThrow(
    'Invalid Solana commitment "bogus": expected one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
  )
})

test("every SPEC §5 value is accepted; 'confirmed' by default", () => {
  expect(createSolanaAdapter().commitment).toBe('confirmed')
  expect(createSolanaAdapter({ commitment: 'singleGossip' }).commitment).toBe('singleGossip')
})

test('the solana namespace with SPEC §1 capabilities: balance, send, on-ramp; no activity or names', () => {
  const adapter = createSolanaAdapter()
  expect(adapter.namespace).toBe('solana')
  expect(adapter.capabilities).toMatchObject({
    balance: true,
    send: true,
    onramp: true,
    activity: false,
    names: false,
  })
})

test('actions before setup say so', () => {
  expect(() => createSolanaAdapter().signMessage({ connectorId: 'x', address: 'y', message: 'z' })).toThrow(
    AdapterNotReadyError,
  )
})

test("signAndSendTransaction refuses commitment 'bogus' before the wallet is asked", async () => {
  const keypair = Keypair.generate()
  const wallet = createKeypairWallet({ keypair })
  registerWallets(wallet.wallet)
  const { adapter, network } = await setUpAdapter()
  await adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
  const transaction = new Transaction({
    feePayer: keypair.publicKey,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  }).add(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: keypair.publicKey, lamports: 1n }))
  await expect(
    adapter.signAndSendTransaction({
      connectorId: 'Keypair Wallet',
      transaction,
      options: { commitment: 'bogus' },
    }),
  ).rejects.toThrow(new InvalidCommitmentError('bogus'))
})

test('getProvider gives the Wallet Standard wallet itself', async () => {
  const { wallet } = createKeypairWallet({ keypair: Keypair.generate() })
  registerWallets(wallet)
  const { adapter } = await setUpAdapter()
  expect(adapter.getProvider?.('Keypair Wallet')).toBe(wallet)
})
