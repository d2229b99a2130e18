import { afterEach, describe, expect, test } from 'vitest'
import { startScriptedServer } from '../test/scriptedServer'
import { CloudRequestError, createCloudClient, parseRetryAfterMs } from './createCloudClient'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(script: Parameters<typeof startScriptedServer>[0]) {
  const server = await startScriptedServer(script)
  servers.push(server)
  const delays: number[] = []
  const cloud = createCloudClient({
    apiUrl: server.url,
    projectId: 'portico-demo',
    sdkVersion: '1.2.3',
    sleep: async (ms) => void delays.push(ms),
  })
  return { server, cloud, delays }
}

describe('createCloudClient', () => {
  test('every GET adds sdk type, sdk version and project id (SPEC §7)', async () => {
    const { server, cloud } = await setup({ '/getWallets': [{ status: 200, body: { data: [], count: 0 } }] })
    expect(await cloud.get('/getWallets', { page: 2, search: undefined })).toEqual({ data: [], count: 0 })
    const [request] = server.requests
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      page: '2',
      projectId: 'portico-demo',
      st: 'portico',
      sv: '1.2.3',
    })
  })

  test('POST sends JSON and the same query parameters', async () => {
    const { server, cloud } = await setup({ '/e': [{ status: 202 }] })
    await cloud.post('/e', { eventId: 'x' })
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/e', body: { eventId: 'x' } })
    expect(server.requests[0]?.query.get('projectId')).toBe('portico-demo')
  })

  test.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'retries %i, waiting 150 ms then 300 ms',
    async (status) => {
      const { server, cloud, delays } = await setup({
        '/x': [{ status }, { status }, { status: 200, body: { ok: true } }],
      })
      expect(await cloud.get('/x')).toEqual({ ok: true })
      expect(server.requests).toHaveLength(3)
      expect(delays).toEqual([150, 300])
    },
  )

  test('gives up after 3 attempts with the status and the server message', async () => {
    const { server, cloud } = await setup({ '/x': [{ status: 503, body: { message: 'maintenance' } }] })
    const failure = cloud.get('/x')
    await expect(failure).rejects.toBeInstanceOf(CloudRequestError)
    await expect(failure).rejects.toMatchObject({ status: 503, message: '/x answered 503: maintenance' })
    expect(server.requests).toHaveLength(3)
  })

  test.each([400, 401, 404])('does not retry %i', async (status) => {
    const { server, cloud } = await setup({ '/x': [{ status, body: { message: 'invalid key' } }] })
    await expect(cloud.get('/x')).rejects.toMatchObject({ status })
    expect(server.requests).toHaveLength(1)
  })

  test('honours Retry-After', async () => {
    const { cloud, delays } = await setup({
      '/x': [
        { status: 429, headers: { 'retry-after': '2' } },
        { status: 200, body: {} },
      ],
    })
    await cloud.get('/x')
    expect(delays).toEqual([2000])
  })

  test('a GET with a cache mode asks the server to revalidate; without one it does not', async () => {
    const { server, cloud } = await setup({ '/x': [{ status: 200, body: {} }] })
    await cloud.get('/x', {}, 'no-cache')
    await cloud.get('/x')
    expect(server.requests.map((request) => request.headers['cache-control'])).toEqual([
      'max-age=0',
      undefined,
    ])
  })

  test('retries a refused connection, then throws it', async () => {
    const { server, cloud, delays } = await setup({})
    await server.close()
    servers.length = 0
    await expect(cloud.get('/x')).rejects.toThrow()
    expect(delays).toEqual([150, 300])
  })
})

describe('parseRetryAfterMs', () => {
  test('reads seconds and HTTP dates', () => {
    expect(parseRetryAfterMs('3', 0)).toBe(3000)
    expect(parseRetryAfterMs('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000)
    expect(parseRetryAfterMs(null, 0)).toBeUndefined()
    expect(parseRetryAfterMs('soon', 0)).toBeUndefined()
  })
})
