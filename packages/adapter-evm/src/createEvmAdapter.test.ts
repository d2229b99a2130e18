import { getConnection } from '@wagmi/core'
import { describe, expect, inject, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import {
  createDevnetWallet,
  DEVNET_WALLET_ID,
  devnetNetworks,
  setUpWithAnnouncedWallet,
} from './test/harness'

const devnet = inject('devnet')
const networks = devnetNetworks(devnet)

describe('createEvmAdapter', () => {
  test('declares SPEC §1 EVM capabilities: balance, send, activity, names and on-ramp', () => {
    const adapter = createEvmAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.capabilities).toMatchObject({
      balance: true,
      send: true,
      activity: true,
      names: true,
      onramp: true,
    })
  })

  test('wagmiConfig exists at once when networks are given, else only after setup', () => {
    expect(createEvmAdapter({ networks }).wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    const adapter = createEvmAdapter()
    expect(() => adapter.wagmiConfig).toThrow(AdapterNotReadyError)
    expect(() => adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: networks[0] })).toThrow(
      AdapterNotReadyError,
    )
  })

  test('a host keeps using wagmi beside Portico: the shared config sees the connection', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet)
    await adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: networks[0] })
    const connection = getConnection(adapter.wagmiConfig)
    expect(connection.address).toBe(wallet.address)
    expect(connection.chainId).toBe(31337)
    expect(connection.connector?.id).toBe(DEVNET_WALLET_ID)
    expect(adapter.getProvider?.(DEVNET_WALLET_ID)).toBe(wallet.provider)
  })
})
