import { afterEach, describe, expect, test } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter'
import { createMemoryStorage } from '../storage/StorageLike'
import { base, createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import { createTestSiwx } from '../testing/createTestSiwx'
import { createPortico } from './createPortico'

describe('createPortico', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  test('runs in Node without touching window', async () => {
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      get() {
        throw new Error('core touched window')
      },
    })
    const core = await import('../index')
    const client = core.createPortico({ projectId: 'p', networks: [mainnet] })
    await client.ready
    expect(client.getActiveNamespace()).toBe('eip155')
  })

  test('two clients in one process share no state', async () => {
    const first = createPortico({ projectId: 'p', networks: [mainnet, base] })
    const second = createPortico({ projectId: 'p', networks: [mainnet, base] })
    first.open()
    first.setThemeMode('dark')
    await first.switchNetwork(base)
    expect(first.stores.modal.getState().open).toBe(true)
    expect(second.stores.modal.getState().open).toBe(false)
    expect(second.stores.theme.getState().themeMode).toBe('light')
    expect(first.getNetwork()?.caipNetworkId).toBe('eip155:8453')
    expect(second.getNetwork()).toBeUndefined()
  })

  test('siweConfig with siwx is refused with the SPEC §5 message', () => {
    expect(() =>
      createPortico({
        projectId: 'p',
        networks: [mainnet],
        siweConfig: {
          createMessage: () => '',
          getNonce: async () => 'nonce123',
          getSession: async () => null,
          verifyMessage: async () => true,
          signOut: async () => true,
        },
        siwx: createTestSiwx().config,
      }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })

  test('no projectId shows the Project ID Not Configured alert', () => {
    const client = createPortico({ networks: [mainnet] })
    expect(client.stores.alerts.getState().alert?.shortMessage).toBe('Project ID Not Configured')
    expect(
      createPortico({ projectId: 'p', networks: [mainnet] }).stores.alerts.getState().alert,
    ).toBeUndefined()
  })

  test('a defaultNetwork outside networks is refused', () => {
    expect(() => createPortico({ projectId: 'p', networks: [mainnet], defaultNetwork: base })).toThrow(
      '`defaultNetwork` eip155:8453 is not in `networks`',
    )
  })

  test('startup follows SPEC §1: adapters, INITIALIZE, restore connections, then the modal', async () => {
    const order: string[] = []
    const storage = createMemoryStorage()
    storage.setItem(
      '@portico/connectedConnectors',
      JSON.stringify({ eip155: { connectorId: 'io.metamask', status: 'active' } }),
    )
    const test = createTestAdapter('eip155', [
      { connector: testConnector('eip155', 'io.metamask'), address: '0xabc', chainId: 1 },
    ])
    test.grant('io.metamask')
    const adapter: ChainAdapter = {
      ...test.adapter,
      setup: (setup) => {
        order.push('adapters')
        return test.adapter.setup(setup)
      },
      reconnect: (parameters) => {
        order.push('restore')
        return test.adapter.reconnect(parameters)
      },
    }
    const client = createPortico({
      projectId: 'p',
      networks: [mainnet],
      adapters: [adapter],
      storage,
      ui: { mount: () => void order.push('modal') },
    })
    client.subscribeEvents((event) => order.push(event.name))
    await client.ready
    expect(order).toEqual(['adapters', 'INITIALIZE', 'restore', 'modal'])
    expect(client.getAccount()?.status).toBe('connected')
  })
})
