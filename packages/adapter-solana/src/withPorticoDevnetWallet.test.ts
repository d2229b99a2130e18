import { ed25519 } from '@noble/curves/ed25519.js'
import { createSolanaTestWallet } from '@portico/test-wallets'
import { Keypair, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, inject, test } from 'vitest'
import { UserRejectedRequestError } from './index'
import { localNetwork, registerWallets, setUpAdapter } from './test/setUpAdapter'

const devnet = inject('solanaDevnet')
const WALLET = 'Portico Devnet Wallet'

/** @portico/test-wallets' Solana wallet over two funded devnet accounts, sending to this run's devnet. */
function devnetWallet({ granted = false } = {}) {
  const secretKeys = [8, 9].map((index) =>
    Uint8Array.from(devnet.accounts[index]?.secretKey ?? []).slice(0, 32),
  )
  const wallet = createSolanaTestWallet({
    secretKeys,
    rpcUrls: { 'solana:localnet': devnet.rpcUrl },
    granted,
  })
  registerWallets(wallet.wallet)
  return wallet
}

describe('with the Portico Devnet Wallet of @portico/test-wallets', () => {
  test('connect, then a SOL and a DUSD send the wallet itself signs and sends', async () => {
    const wallet = devnetWallet()
    const network = localNetwork(devnet.rpcUrl)
    const { adapter } = await setUpAdapter({}, [network])
    const connection = await adapter.connect({ connectorId: WALLET, caipNetwork: network })
    expect(connection.accounts).toEqual([{ address: devnet.accounts[8]?.address, type: 'eoa' }])

    const receiver = Keypair.generate().publicKey.toBase58()
    await adapter.sendTransaction({
      connectorId: WALLET,
      caipNetwork: network,
      to: receiver,
      value: '100000000',
    })
    await adapter.sendTransaction({
      connectorId: WALLET,
      caipNetwork: network,
      to: receiver,
      value: '2000000',
      tokenAddress: devnet.tokens.DUSD.mint,
    })
    expect(await adapter.getBalance?.({ address: receiver, caipNetwork: network })).toEqual({
      balance: '0.100000000',
      symbol: 'SOL',
    })
    expect(
      (
        await adapter.getTokenBalance({
          address: receiver,
          mint: devnet.tokens.DUSD.mint,
          caipNetwork: network,
        })
      ).amount,
    ).toBe(2_000_000n)
    expect(wallet.requests.map((request) => request.feature)).toEqual([
      'standard:connect',
      'solana:signAndSendTransaction',
      'solana:signAndSendTransaction',
    ])
  })

  test('its signature of a message verifies; a refusal is a UserRejectedRequestError', async () => {
    const wallet = devnetWallet()
    const { adapter, network } = await setUpAdapter()
    await adapter.connect({ connectorId: WALLET, caipNetwork: network })
    const address = devnet.accounts[8]?.address ?? ''
    const signature = await adapter.signMessage({ connectorId: WALLET, address, message: 'gm' })
    const publicKey = new PublicKey(address).toBytes()
    expect(ed25519.verify(bs58.decode(signature), new TextEncoder().encode('gm'), publicKey)).toBe(true)
    wallet.rejectNext()
    await expect(adapter.signMessage({ connectorId: WALLET, address, message: 'gm' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test("the user's account switch and disconnect in the wallet reach core's events", async () => {
    const wallet = devnetWallet()
    const { adapter, network, log } = await setUpAdapter()
    await adapter.connect({ connectorId: WALLET, caipNetwork: network })
    wallet.switchAccount(1)
    expect(log.accountsChanged.at(-1)).toEqual({
      connectorId: WALLET,
      accounts: [{ address: devnet.accounts[9]?.address, type: 'eoa' }],
    })
    wallet.disconnect()
    expect(log.disconnected).toEqual([{ connectorId: WALLET }])
  })

  test('a site the wallet trusted from an earlier visit is restored with no prompt', async () => {
    const wallet = devnetWallet({ granted: true })
    wallet.rejectNext() // any prompt would now fail
    const { adapter, network } = await setUpAdapter()
    await expect(adapter.reconnect({ connectorId: WALLET, caipNetwork: network })).resolves.toMatchObject({
      accounts: [{ address: devnet.accounts[8]?.address }],
    })
  })
})
