import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../storage/StorageLike'
import { createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import { startScriptedServer } from '../test/scriptedServer'
import { createPortico } from './createPortico'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function cloudWith(script: Parameters<typeof startScriptedServer>[0]) {
  const server = await startScriptedServer(script)
  servers.push(server)
  return server
}

const remoteConfig = (features: { id: string; isEnabled: boolean; config?: unknown }[]) => ({
  '/appkit/v1/config': [{ status: 200, body: { features } }],
})

describe('startup with a Portico Cloud', () => {
  test('the project configuration overrides local features and shows the notice', async () => {
    const cloud = await cloudWith(
      remoteConfig([
        { id: 'swap', isEnabled: false },
        { id: 'social_login', isEnabled: true, config: ['email'] },
      ]),
    )
    const client = createPortico({
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [mainnet],
      features: { swaps: ['1inch'], analytics: false },
    })
    await client.ready
    expect(client.getFeatures()).toMatchObject({ swaps: false, email: true })
    expect(client.stores.alerts.getState().alert).toMatchObject({
      shortMessage: 'Local Configuration Ignored',
      variant: 'info',
    })
  })

  test('a server that keeps failing leaves the defaults, with email and socials off, and one Server Error alert', async () => {
    const cloud = await cloudWith({ '/appkit/v1/config': [{ status: 500 }] })
    const client = createPortico({
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [mainnet],
      features: { analytics: false },
    })
    await client.ready
    expect(client.getFeatures()).toMatchObject({
      swaps: ['1inch'],
      email: false,
      socials: false,
      activity: true,
    })
    expect(client.stores.alerts.getState().alert?.shortMessage).toBe('Server Error')
  })

  test('a cloud that cannot be reached leaves the defaults quietly; 429 after its retries says Rate Limited', async () => {
    const unreachable = createPortico({
      projectId: 'p',
      apiUrl: 'http://127.0.0.1:1',
      networks: [mainnet],
      features: { analytics: false },
    })
    await unreachable.ready
    expect(unreachable.stores.alerts.getState().alert).toBeUndefined()

    const cloud = await cloudWith({ '/appkit/v1/config': [{ status: 429 }] })
    const limited = createPortico({
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [mainnet],
      features: { analytics: false },
    })
    await limited.ready
    expect(limited.stores.alerts.getState().alert?.shortMessage).toBe('Rate Limited')
  })

  test("SPEC §8: the cloud's 403 (origin not allowed) says Invalid App Configuration, with the defaults", async () => {
    const cloud = await cloudWith({ '/appkit/v1/config': [{ status: 403 }] })
    const client = createPortico({
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [mainnet],
      features: { analytics: false },
    })
    await client.ready
    expect(client.getFeatures()).toMatchObject({ email: false, socials: false })
    expect(client.stores.alerts.getState().alert?.shortMessage).toBe('Invalid App Configuration')
  })

  test('basic mode turns everything off and fetches no configuration', async () => {
    const cloud = await cloudWith(remoteConfig([{ id: 'social_login', isEnabled: true, config: ['email'] }]))
    const client = createPortico({ projectId: 'p', apiUrl: cloud.url, networks: [mainnet], basic: true })
    await client.ready
    expect(Object.values(client.getFeatures()).every((value) => value === false)).toBe(true)
    expect(cloud.requests.some((request) => request.path === '/appkit/v1/config')).toBe(false)
  })

  test('with email on, an origin outside the allowed list shows Invalid App Configuration', async () => {
    const cloud = await cloudWith({
      ...remoteConfig([{ id: 'social_login', isEnabled: true, config: ['email'] }]),
      '/projects/v1/origins': [{ status: 200, body: { allowedOrigins: ['https://shop.example'] } }],
    })
    const location = { href: 'https://evil.example/', host: 'evil.example', origin: 'https://evil.example' }
    const client = createPortico(
      { projectId: 'p', apiUrl: cloud.url, networks: [mainnet], features: { analytics: false } },
      { location },
    )
    await client.ready
    expect(client.stores.alerts.getState().alert?.shortMessage).toBe('Invalid App Configuration')
  })

  test('an allowed origin, or a local one, passes the check', async () => {
    for (const origin of ['https://shop.example', 'http://127.0.0.1:5173']) {
      const cloud = await cloudWith({
        ...remoteConfig([{ id: 'social_login', isEnabled: true, config: ['email'] }]),
        '/projects/v1/origins': [{ status: 200, body: { allowedOrigins: ['https://shop.example'] } }],
      })
      const location = { href: `${origin}/`, host: new URL(origin).host, origin }
      const client = createPortico(
        { projectId: 'p', apiUrl: cloud.url, networks: [mainnet], features: { analytics: false } },
        { location },
      )
      await client.ready
      expect(client.stores.alerts.getState().alert).toBeUndefined()
    }
  })

  test('origins are not checked when email and socials are off', async () => {
    const cloud = await cloudWith(
      remoteConfig([{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }]),
    )
    const client = createPortico({
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [mainnet],
      features: { analytics: false },
    })
    await client.ready
    expect(cloud.requests.some((request) => request.path === '/projects/v1/origins')).toBe(false)
  })

  test('recorded events reach the analytics route while analytics is on', async () => {
    const cloud = await cloudWith({
      '/appkit/v1/config': [{ status: 500 }],
      '/getAnalyticsConfig': [{ status: 200, body: { isAnalyticsEnabled: true } }],
      '/e': [{ status: 202 }],
    })
    const client = createPortico({ projectId: 'p', apiUrl: cloud.url, networks: [mainnet] })
    await client.ready
    client.open()
    await vi.waitFor(() => {
      const events = cloud.requests
        .filter((request) => request.path === '/e')
        .map((request) => (request.body as { props: { event: string } }).props.event)
      expect(events).toEqual(['INITIALIZE', 'MODAL_OPEN'])
    })
  })

  test('without apiUrl nothing is fetched and the client still works', async () => {
    const client = createPortico({ projectId: 'p', networks: [mainnet] })
    await client.ready
    client.open()
    expect(client.stores.modal.getState().open).toBe(true)
  })
})

describe('nothing at startup keeps the modal from mounting (ARCHITECTURE.md "The client")', () => {
  test('a cloud that has not answered and a wallet still reconnecting: the modal is mounted already', async () => {
    // A cloud that holds every request until the test lets it answer (an empty configuration).
    const held: ServerResponse[] = []
    let answering = false
    const answer = (response: ServerResponse) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"features":[],"allowedOrigins":[]}')
    const silent = createServer((_request, response) =>
      answering ? answer(response) : void held.push(response),
    )
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const storage = createMemoryStorage()
    storage.setItem(
      '@portico/connectedConnectors',
      JSON.stringify({ eip155: { connectorId: 'io.slow', status: 'connected' } }),
    )
    const wallet = createTestAdapter('eip155', [
      {
        connector: testConnector('eip155', 'io.slow', 'ANNOUNCED'),
        address: '0x1111111111111111111111111111111111111111',
      },
    ])
    wallet.grant('io.slow')
    const release = wallet.pauseNext()
    const mount = vi.fn()
    const client = createPortico({
      projectId: 'p',
      apiUrl: `http://127.0.0.1:${port}`,
      networks: [mainnet],
      adapters: [wallet.adapter],
      storage,
      features: { analytics: false },
      ui: { mount },
    })
    await vi.waitFor(() => expect(mount).toHaveBeenCalledOnce())
    expect(client.getAccount('eip155')?.status).toBe('reconnecting')
    expect(held.length).toBeGreaterThan(0)
    release()
    answering = true
    for (const response of held) answer(response)
    await client.ready
    expect(client.getAccount('eip155')?.status).toBe('connected')
    await new Promise((resolve) => silent.close(resolve))
  })
})
