import { describe, expect, inject, test } from 'vitest'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import { UserRejectedRequestError } from '../index'
import {
  createDevnetWallet,
  DEVNET_WALLET_ID,
  devnetNetworks,
  setUpWithAnnouncedWallet,
} from '../test/harness'

const devnet = inject('devnet')
const [l1] = devnetNetworks(devnet)
const prompts = ['eth_requestAccounts', 'wallet_requestPermissions']

describe('connect, reconnect, disconnect (acceptance 2)', () => {
  test('connect reports the account and the chain the wallet is on', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet)
    const connection = await adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
    expect(connection).toEqual({
      connectorId: DEVNET_WALLET_ID,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      chainId: 31337,
    })
    expect(wallet.granted).toBe(true)
    expect(adapter.wagmiConfig.state.status).toBe('connected')
  })

  test('after a reload a new adapter restores the grant with no prompt', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    const first = await setUpWithAnnouncedWallet(devnet, wallet)
    await first.adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
    const promptsBefore = wallet.requests.filter((request) => prompts.includes(request.method)).length

    const reloaded = await setUpWithAnnouncedWallet(devnet, wallet)
    const restored = await reloaded.adapter.reconnect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
    expect(restored).toEqual({
      connectorId: DEVNET_WALLET_ID,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      chainId: 31337,
    })
    expect(wallet.requests.filter((request) => prompts.includes(request.method)).length).toBe(promptsBefore)
    expect(reloaded.adapter.wagmiConfig.state.status).toBe('connected')
  })

  test('reconnect gives undefined when the wallet no longer grants the site, or is gone', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet)
    expect(await adapter.reconnect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })).toBeUndefined()
    expect(await adapter.reconnect({ connectorId: 'io.metamask', caipNetwork: l1 })).toBeUndefined()
  })

  test('disconnect drops the connection and revokes the grant, so a reload does not restore it', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet)
    await adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
    await adapter.disconnect({ connectorId: DEVNET_WALLET_ID })
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    expect(wallet.granted).toBe(false)
    const reloaded = await setUpWithAnnouncedWallet(devnet, wallet)
    expect(
      await reloaded.adapter.reconnect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 }),
    ).toBeUndefined()
  })

  test('a refused connect is a UserRejectedRequestError with code 4001', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet)
    wallet.rejectNext()
    const failure = adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
    await expect(failure).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(failure).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(wallet.granted).toBe(false)
  })

  test('an unknown connector id fails with Provider not found', async () => {
    const { adapter } = await setUpWithAnnouncedWallet(
      devnet,
      createDevnetWallet(devnet, { accountIndex: 6 }),
    )
    await expect(adapter.connect({ connectorId: 'io.metamask', caipNetwork: l1 })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })
})
