import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import { WalletFeatureMissingError } from '../errors/WalletFeatureMissingError'
import { UserRejectedRequestError } from '../index'
import { createKeypairWallet } from '../test/createKeypairWallet'
import { registerWallets, setUpAdapter } from '../test/setUpAdapter'

test('signMessage returns a base58 ed25519 signature of the UTF-8 message that verifies against the account', async () => {
  const keypair = Keypair.generate()
  registerWallets(createKeypairWallet({ keypair }).wallet)
  const { adapter, network } = await setUpAdapter()
  await adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
  const address = keypair.publicKey.toBase58()
  const signature = await adapter.signMessage({
    connectorId: 'Keypair Wallet',
    address,
    message: 'Hello, Portico ✓',
  })
  const message = new TextEncoder().encode('Hello, Portico ✓')
  expect(ed25519.verify(bs58.decode(signature), message, keypair.publicKey.toBytes())).toBe(true)
  expect(
    ed25519.verify(bs58.decode(signature), new TextEncoder().encode('other'), keypair.publicKey.toBytes()),
  ).toBe(false)
})

test("a refusal is a UserRejectedRequestError; an address the wallet did not grant is 'Connector not connected'", async () => {
  const keypair = Keypair.generate()
  const wallet = createKeypairWallet({ keypair })
  registerWallets(wallet.wallet)
  const { adapter, network } = await setUpAdapter()
  await adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
  wallet.rejectNext()
  await expect(
    adapter.signMessage({
      connectorId: 'Keypair Wallet',
      address: keypair.publicKey.toBase58(),
      message: 'x',
    }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)
  const stranger = Keypair.generate().publicKey.toBase58()
  await expect(
    adapter.signMessage({ connectorId: 'Keypair Wallet', address: stranger, message: 'x' }),
  ).rejects.toThrow(ConnectorNotConnectedError)
})

test('a wallet without solana:signMessage is told apart from a failure', async () => {
  const keypair = Keypair.generate()
  registerWallets(createKeypairWallet({ keypair, features: 'connect-only' }).wallet)
  const { adapter, network } = await setUpAdapter()
  await adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
  await expect(
    adapter.signMessage({
      connectorId: 'Keypair Wallet',
      address: keypair.publicKey.toBase58(),
      message: 'x',
    }),
  ).rejects.toThrow(new WalletFeatureMissingError('Keypair Wallet', 'solana:signMessage'))
})
