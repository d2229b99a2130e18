import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../storage/StorageLike'
import { createTestAdapter, mainnet, solanaMainnet, testConnector } from '../test/fixtures'
import { createTestSiwx, testSiwxSession } from '../testing/createTestSiwx'
import { createPortico } from './createPortico'
import type { SiwxConfig } from './options'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const SOL_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

function setup({
  connectorType = 'ANNOUNCED',
  siwx,
}: {
  connectorType?: 'ANNOUNCED' | 'WALLET_CONNECT' | 'AUTH'
  siwx?: SiwxConfig
} = {}) {
  const connectorId = connectorType === 'ANNOUNCED' ? 'app.phantom' : connectorType
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', connectorId, connectorType), address: EVM_ADDRESS, chainId: 1 },
  ])
  const solana = createTestAdapter('solana', [
    {
      connector: testConnector('solana', connectorId, connectorType),
      address: SOL_ADDRESS,
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    },
  ])
  const storage = createMemoryStorage()
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, solanaMainnet],
    adapters: [evm.adapter, solana.adapter],
    defaultAccountTypes: { eip155: 'smartAccount' },
    storage,
    ...(siwx ? { siwx } : {}),
  })
  const connectBoth = async () => {
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId })
    await client.connect({ namespace: 'solana', connectorId })
  }
  const events: string[] = []
  client.subscribeEvents((event) => events.push(event.name))
  return { client, evm, solana, storage, connectBoth, events }
}

describe('disconnect', () => {
  test('per namespace for a browser wallet: the other namespace stays connected', async () => {
    const { client, connectBoth, events } = setup()
    await connectBoth()
    await client.disconnect({ namespace: 'eip155' })
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    expect(client.getAccount('solana')?.status).toBe('connected')
    expect(events).not.toContain('DISCONNECT_SUCCESS')

    await client.disconnect({ namespace: 'solana' })
    expect(events.filter((name) => name === 'DISCONNECT_SUCCESS')).toHaveLength(1)
  })

  test.each(['WALLET_CONNECT', 'AUTH'] as const)(
    'a %s connector disconnects every namespace at once',
    async (type) => {
      const { client, connectBoth, events, evm, solana } = setup({ connectorType: type })
      await connectBoth()
      await client.disconnect({ namespace: 'eip155' })
      expect(client.getAccount('eip155')?.status).toBe('disconnected')
      expect(client.getAccount('solana')?.status).toBe('disconnected')
      expect(evm.calls).toContain(`disconnect:${type}`)
      expect(solana.calls).toContain(`disconnect:${type}`)
      expect(events.filter((name) => name === 'DISCONNECT_SUCCESS')).toHaveLength(1)
    },
  )

  test('resets the account but keeps the preferred account type, and stores the connector as disconnected', async () => {
    const { client, connectBoth, storage } = setup()
    await connectBoth()
    await client.disconnect({ namespace: 'eip155' })
    expect(client.getAccount('eip155')).toEqual({
      status: 'disconnected',
      preferredAccountType: 'smartAccount',
    })
    expect(client.stores.chains.getState().namespaces.eip155.connectorId).toBeUndefined()
    expect(JSON.parse(storage.getItem('@portico/connectedConnectors') ?? '{}').eip155).toEqual({
      connectorId: 'app.phantom',
      status: 'disconnected',
    })
    expect(Object.keys(JSON.parse(storage.getItem('@portico/connections') ?? '{}'))).toEqual(['solana'])
  })

  test('closes the modal unless told not to', async () => {
    const { client, connectBoth } = setup()
    await connectBoth()
    client.open()
    await client.disconnect({ namespace: 'eip155', closeModal: false })
    expect(client.stores.modal.getState().open).toBe(true)
    await client.disconnect({ namespace: 'solana' })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  test('clears the sign-in session by default (signOutOnDisconnect)', async () => {
    const siwx = createTestSiwx({ sessions: [testSiwxSession('eip155:1', EVM_ADDRESS)] })
    const { client, connectBoth } = setup({ siwx: siwx.config })
    await connectBoth()
    await client.disconnect({ namespace: 'eip155' })
    expect(siwx.revoked).toEqual([{ caipNetworkId: 'eip155:1', address: EVM_ADDRESS }])
    expect(siwx.sessions()).toEqual([])
  })

  test('keeps the sign-in session when signOutOnDisconnect is false', async () => {
    const siwx = createTestSiwx({
      sessions: [testSiwxSession('eip155:1', EVM_ADDRESS)],
      signOutOnDisconnect: false,
    })
    const { client, connectBoth } = setup({ siwx: siwx.config })
    await connectBoth()
    await client.disconnect({ namespace: 'eip155' })
    expect(siwx.revoked).toEqual([])
  })

  test('a wallet that fails to disconnect still leaves the page disconnected, with Failed to disconnect', async () => {
    const { client, connectBoth, evm } = setup()
    await connectBoth()
    evm.failNext(new Error('extension gone'))
    await expect(client.disconnect({ namespace: 'eip155' })).rejects.toThrow('Failed to disconnect')
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
  })

  test('the wallet disconnecting on its side disconnects the page', async () => {
    const { client, connectBoth, evm } = setup()
    await connectBoth()
    evm.wallet.disconnect('app.phantom')
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('disconnected'))
    expect(client.getAccount('solana')?.status).toBe('connected')
  })
})
