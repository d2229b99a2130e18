import { Keypair } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import { UserRejectedRequestError } from '../index'
import { createKeypairWallet } from '../test/createKeypairWallet'
import { registerWallets, setUpAdapter } from '../test/setUpAdapter'

describe('connect, reconnect, disconnect', () => {
  test('connect asks the wallet and reports its account on the network it was asked for', async () => {
    const keypair = Keypair.generate()
    registerWallets(createKeypairWallet({ keypair }).wallet)
    const { adapter, network } = await setUpAdapter()
    await expect(adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })).resolves.toEqual({
      connectorId: 'Keypair Wallet',
      accounts: [{ address: keypair.publicKey.toBase58(), type: 'eoa' }],
      chainId: network.id,
    })
  })

  test("a refusal in the wallet is a UserRejectedRequestError with code 4001; an unknown id is 'Provider not found'", async () => {
    const wallet = createKeypairWallet({ keypair: Keypair.generate() })
    registerWallets(wallet.wallet)
    const { adapter, network } = await setUpAdapter()
    wallet.rejectNext()
    const refused = adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
    await expect(refused).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    await expect(adapter.connect({ connectorId: 'Nope', caipNetwork: network })).rejects.toThrow(
      new ConnectorNotFoundError('Nope'),
    )
  })

  test('reconnect restores a granted wallet with no prompt, and gives nothing for one never granted', async () => {
    const keypair = Keypair.generate()
    const granted = createKeypairWallet({ keypair, name: 'Granted' })
    registerWallets(
      granted.wallet,
      createKeypairWallet({ keypair: Keypair.generate(), name: 'Fresh' }).wallet,
    )
    const first = await setUpAdapter()
    await first.adapter.connect({ connectorId: 'Granted', caipNetwork: first.network })
    // A new page: a new adapter over the same wallets.
    const reloaded = await setUpAdapter()
    granted.rejectNext() // a prompt now would fail: a silent restore never prompts
    await expect(
      reloaded.adapter.reconnect({ connectorId: 'Granted', caipNetwork: reloaded.network }),
    ).resolves.toEqual({
      connectorId: 'Granted',
      accounts: [{ address: keypair.publicKey.toBase58(), type: 'eoa' }],
      chainId: reloaded.network.id,
    })
    await expect(
      reloaded.adapter.reconnect({ connectorId: 'Fresh', caipNetwork: reloaded.network }),
    ).resolves.toBeUndefined()
    await expect(
      reloaded.adapter.reconnect({ connectorId: 'Gone', caipNetwork: reloaded.network }),
    ).resolves.toBeUndefined()
  })

  test('reconnect waits for a wallet that registers after the page started', async () => {
    const keypair = Keypair.generate()
    const late = createKeypairWallet({ keypair, name: 'Late' })
    // Granted on an earlier visit.
    const { connect } = late.wallet.features['standard:connect'] as { connect: () => Promise<unknown> }
    await connect()
    const impatient = await setUpAdapter({ reconnectWaitMs: 0 })
    await expect(
      impatient.adapter.reconnect({ connectorId: 'Late', caipNetwork: impatient.network }),
    ).resolves.toBeUndefined()
    const { adapter, network } = await setUpAdapter({ reconnectWaitMs: 2_000 })
    const pending = adapter.reconnect({ connectorId: 'Late', caipNetwork: network })
    setTimeout(() => registerWallets(late.wallet), 50)
    await expect(pending).resolves.toMatchObject({ accounts: [{ address: keypair.publicKey.toBase58() }] })
  })

  test('disconnect makes the wallet forget the site, with no remote-disconnect event', async () => {
    registerWallets(createKeypairWallet({ keypair: Keypair.generate() }).wallet)
    const { adapter, network, log } = await setUpAdapter()
    await adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
    await adapter.disconnect({ connectorId: 'Keypair Wallet' })
    expect(log.disconnected).toEqual([])
    await expect(
      adapter.reconnect({ connectorId: 'Keypair Wallet', caipNetwork: network }),
    ).resolves.toBeUndefined()
  })
})

describe('account sync (SPEC §4)', () => {
  test("the wallet's account switch reaches accountsChanged; its revoke reaches disconnected", async () => {
    const wallet = createKeypairWallet({ keypair: Keypair.generate() })
    registerWallets(wallet.wallet)
    const { adapter, network, log } = await setUpAdapter()
    await adapter.connect({ connectorId: 'Keypair Wallet', caipNetwork: network })
    const next = Keypair.generate()
    wallet.switchAccount(next)
    expect(log.accountsChanged.at(-1)).toEqual({
      connectorId: 'Keypair Wallet',
      accounts: [{ address: next.publicKey.toBase58(), type: 'eoa' }],
    })
    wallet.revoke()
    expect(log.disconnected).toEqual([{ connectorId: 'Keypair Wallet' }])
  })

  test('a wallet that is not connected reports nothing', async () => {
    const wallet = createKeypairWallet({ keypair: Keypair.generate() })
    registerWallets(wallet.wallet)
    const { log } = await setUpAdapter()
    wallet.switchAccount(Keypair.generate())
    wallet.revoke()
    expect(log.accountsChanged).toEqual([])
    expect(log.disconnected).toEqual([])
  })
})
