import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { createKeypairWallet } from '../test/createKeypairWallet'
import { KeypairWalletAdapter } from '../test/KeypairWalletAdapter'
import { registerWallets, setUpAdapter } from '../test/setUpAdapter'

test("a host's wallet adapter is an EXTERNAL connector that connects, signs and reconnects silently", async () => {
  const keypair = Keypair.generate()
  const walletAdapter = new KeypairWalletAdapter(keypair)
  const { adapter, network, latestConnectors } = await setUpAdapter({ walletAdapters: [walletAdapter] })
  expect(latestConnectors().map(({ id, type, chain }) => ({ id, type, chain }))).toEqual([
    { id: 'Legacy Adapter Wallet', type: 'EXTERNAL', chain: 'solana' },
  ])
  const address = keypair.publicKey.toBase58()
  // Nothing granted yet: a silent restore gives nothing and prompts nothing.
  await expect(
    adapter.reconnect({ connectorId: 'Legacy Adapter Wallet', caipNetwork: network }),
  ).resolves.toBeUndefined()
  await expect(
    adapter.connect({ connectorId: 'Legacy Adapter Wallet', caipNetwork: network }),
  ).resolves.toMatchObject({
    accounts: [{ address, type: 'eoa' }],
  })

  const signature = await adapter.signMessage({
    connectorId: 'Legacy Adapter Wallet',
    address,
    message: 'hi',
  })
  expect(
    ed25519.verify(bs58.decode(signature), new TextEncoder().encode('hi'), keypair.publicKey.toBytes()),
  ).toBe(true)
  const transaction = new Transaction({
    feePayer: keypair.publicKey,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  }).add(
    SystemProgram.transfer({
      fromPubkey: keypair.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 5n,
    }),
  )
  const signed = await adapter.signTransaction({ connectorId: 'Legacy Adapter Wallet', transaction })
  expect(signed.verifySignatures()).toBe(true)

  await adapter.disconnect({ connectorId: 'Legacy Adapter Wallet' })
  expect(walletAdapter.connected).toBe(false)
})

test('an adapter-side disconnect reaches core as a remote disconnect', async () => {
  const walletAdapter = new KeypairWalletAdapter(Keypair.generate())
  const { adapter, network, log } = await setUpAdapter({ walletAdapters: [walletAdapter] })
  await adapter.connect({ connectorId: 'Legacy Adapter Wallet', caipNetwork: network })
  await walletAdapter.disconnect()
  expect(log.disconnected).toEqual([{ connectorId: 'Legacy Adapter Wallet' }])
})

test('a wallet adapter of a wallet also found through the Wallet Standard is listed once, as the standard one', async () => {
  const keypair = Keypair.generate()
  registerWallets(createKeypairWallet({ keypair, name: 'Legacy Adapter Wallet' }).wallet)
  const { latestConnectors } = await setUpAdapter({ walletAdapters: [new KeypairWalletAdapter(keypair)] })
  expect(latestConnectors().map(({ id, type }) => ({ id, type }))).toEqual([
    { id: 'Legacy Adapter Wallet', type: 'ANNOUNCED' },
  ])
})
