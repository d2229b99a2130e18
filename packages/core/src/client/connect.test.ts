import { describe, expect, test } from 'vitest'
import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { createMemoryStorage } from '../storage/StorageLike'
import { createTestAdapter, mainnet, solanaMainnet, testConnector } from '../test/fixtures'
import type { ConnectionStatus } from '../types/connection'
import { PairingReplacedError } from '../walletconnect/errors'
import { createPortico } from './createPortico'

function setup({
  storage = createMemoryStorage(),
  enableReconnect,
}: {
  storage?: ReturnType<typeof createMemoryStorage>
  enableReconnect?: boolean
} = {}) {
  const evm = createTestAdapter('eip155', [
    {
      connector: testConnector('eip155', 'io.metamask'),
      address: '0x1111111111111111111111111111111111111111',
      chainId: 1,
    },
    {
      connector: testConnector('eip155', 'me.rainbow'),
      address: '0x2222222222222222222222222222222222222222',
      chainId: 1,
    },
    {
      connector: testConnector('eip155', 'com.coinbase'),
      address: '0x3333333333333333333333333333333333333333',
      chainId: 1,
    },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, solanaMainnet],
    adapters: [evm.adapter],
    storage,
    ...(enableReconnect === undefined ? {} : { enableReconnect }),
  })
  return { client, evm, storage }
}

function recordStatuses(client: ReturnType<typeof setup>['client']) {
  const initial = client.getAccount('eip155')?.status
  const statuses: ConnectionStatus[] = initial ? [initial] : []
  client.subscribeAccount((account) => {
    if (account && statuses[statuses.length - 1] !== account.status) statuses.push(account.status)
  }, 'eip155')
  return statuses
}

describe('connect', () => {
  test('goes disconnected → connecting → connected and records the account', async () => {
    const { client } = setup()
    await client.ready
    const statuses = recordStatuses(client)
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(client.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
    })
  })

  test('a rejection returns to the previous status with Connection rejected', async () => {
    const { client, evm } = setup()
    await client.ready
    evm.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const statuses = recordStatuses(client)
    await expect(client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })).rejects.toThrow(
      'Connection rejected',
    )
    expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected'])
    expect(client.stores.connection.getState().error).toBe('Connection rejected')
  })

  test('any other failure returns to the previous status with Failed to connect', async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    evm.failNext(new Error('extension crashed'))
    await expect(client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' })).rejects.toThrow(
      'Failed to connect',
    )
    expect(client.getAccount('eip155')?.status).toBe('connected')
    expect(client.getAccount('eip155')?.address).toBe('0x1111111111111111111111111111111111111111')
  })

  test("a wallet on none of the requested chains fails with SPEC §5's message, the state as it was", async () => {
    const { client, evm } = setup()
    await client.ready
    evm.failNext(
      new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, { details: 'wallet on Mainnet' }),
    )
    await expect(client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })).rejects.toThrow(
      'The connector does not support any of the requested chains',
    )
    expect(client.stores.connection.getState().error).toBe(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS)
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
  })

  test('an attempt replaced by a renewed pairing leaves the state to the newer one (SPEC §4)', async () => {
    const { client, evm } = setup()
    await client.ready
    const statuses = recordStatuses(client)
    const release = evm.pauseNext()
    const replaced = client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    evm.failNext(new PairingReplacedError())
    release()
    await expect(replaced).rejects.toBeInstanceOf(PairingReplacedError)
    expect(client.getAccount('eip155')?.status).toBe('connecting')
    expect(client.stores.connection.getState().error).toBeUndefined()
    // The newer attempt, refused, returns to where the first one began.
    evm.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })).rejects.toThrow(
      'Connection rejected',
    )
    expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected'])
  })

  test('connecting fails when no connector exists (SPEC §5)', async () => {
    const { client } = setup()
    await client.ready
    await expect(client.connect({ namespace: 'eip155', connectorId: 'nope' })).rejects.toThrow(
      'No connector found for this connection',
    )
    await expect(client.connect({ namespace: 'solana', connectorId: 'x' })).rejects.toThrow(
      'Unsupported chain',
    )
  })

  test('recent wallets keep the two newest, stored across visits', async () => {
    const { client, storage } = setup()
    await client.ready
    for (const id of ['io.metamask', 'me.rainbow', 'com.coinbase'])
      await client.connect({ namespace: 'eip155', connectorId: id })
    expect(client.stores.connection.getState().recentWallets.map((wallet) => wallet.id)).toEqual([
      'com.coinbase',
      'me.rainbow',
    ])
    const next = setup({ storage })
    expect(next.client.stores.connection.getState().recentWallets.map((wallet) => wallet.id)).toEqual([
      'com.coinbase',
      'me.rainbow',
    ])
  })

  test('a connection is restored on the next visit without a prompt', async () => {
    const first = setup()
    await first.client.ready
    await first.client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' })

    const second = setup({ storage: first.storage })
    second.evm.grant('me.rainbow')
    const statuses = recordStatuses(second.client)
    await second.client.ready
    expect(statuses).toEqual(['disconnected', 'reconnecting', 'connected'])
    expect(second.client.getAccount('eip155')?.address).toBe('0x2222222222222222222222222222222222222222')
    expect(second.evm.calls).toContain('reconnect:me.rainbow')
  })

  test('a wallet that no longer grants access is not restored and is stored as disconnected', async () => {
    const first = setup()
    await first.client.ready
    await first.client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' })
    const second = setup({ storage: first.storage })
    await second.client.ready
    expect(second.client.getAccount('eip155')?.status).toBe('disconnected')
    expect(JSON.parse(first.storage.getItem('@portico/connectedConnectors') ?? '{}')).toEqual({
      eip155: { connectorId: 'me.rainbow', status: 'disconnected' },
    })
  })

  test('with reconnect off, status stays disconnected and stored connections are dropped', async () => {
    const first = setup()
    await first.client.ready
    await first.client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' })
    const second = setup({ storage: first.storage, enableReconnect: false })
    second.evm.grant('me.rainbow')
    await second.client.ready
    expect(second.client.getAccount('eip155')?.status).toBe('disconnected')
    expect(second.evm.calls).not.toContain('reconnect:me.rainbow')
    expect(first.storage.getItem('@portico/connectedConnectors')).toBeNull()
    expect(first.storage.getItem('@portico/connections')).toBeNull()
  })

  test('a stored status that is not active, connected or disconnected is dropped, never a crash', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      '@portico/connectedConnectors',
      JSON.stringify({ eip155: { connectorId: 'me.rainbow', status: 'paused' } }),
    )
    const { client, evm } = setup({ storage })
    evm.grant('me.rainbow')
    await client.ready
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    expect(storage.getItem('@portico/connectedConnectors')).toBeNull()
  })

  test('adding a second wallet with multiWallet off shows the Multi-Wallet Not Enabled alert', async () => {
    const { client } = setup()
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await client.connect({ namespace: 'eip155', connectorId: 'me.rainbow', keepExisting: true })
    expect(client.stores.alerts.getState().alert?.shortMessage).toBe('Multi-Wallet Not Enabled')
    expect(client.getAccount('eip155')?.address).toBe('0x1111111111111111111111111111111111111111')
  })
})

describe('a connect the visitor walks away from (a wallet that never answers)', () => {
  async function pendingConnect({ fromModal = true } = {}) {
    const wallet = createTestAdapter('eip155', [
      {
        connector: testConnector('eip155', 'io.silent', 'ANNOUNCED'),
        address: '0x1111111111111111111111111111111111111111',
      },
    ])
    const client = createPortico({
      projectId: 'p',
      networks: [mainnet],
      adapters: [wallet.adapter],
      storage: createMemoryStorage(),
      ui: { mount: () => undefined },
    })
    await client.ready
    if (fromModal) {
      client.open()
      client.stores.router.getState().push('ConnectingExternal', { connectorId: 'io.silent' })
    }
    const release = wallet.pauseNext()
    const attempt = client.connect({ namespace: 'eip155', connectorId: 'io.silent' })
    expect(client.getAccount('eip155')?.status).toBe('connecting')
    return { client, wallet, release, attempt }
  }

  test('closing the modal puts the account back to disconnected; a late yes from the wallet still connects', async () => {
    const { client, release, attempt } = await pendingConnect()
    client.close()
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    release()
    await attempt
    expect(client.getAccount('eip155')?.status).toBe('connected')
  })

  test('going back from the connecting view does the same; a late refusal shows no error', async () => {
    const { client, wallet, release, attempt } = await pendingConnect()
    client.stores.router.getState().goBack()
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    wallet.failNext(new Error('user closed the popup'))
    release()
    await expect(attempt).rejects.toThrow('Modal closed')
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    expect(client.stores.connection.getState().error).toBeUndefined()
  })

  test("a connect started from the host's own button (no modal) is not abandoned by the modal", async () => {
    const { client, release, attempt } = await pendingConnect({ fromModal: false })
    client.open({ view: 'Networks' })
    client.close()
    expect(client.getAccount('eip155')?.status).toBe('connecting')
    release()
    await attempt
    expect(client.getAccount('eip155')?.status).toBe('connected')
  })
})
