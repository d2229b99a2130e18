import { afterEach, describe, expect, test } from 'vitest'
import type { AlertMessage } from '../errors'
import { startScriptedServer } from '../test/scriptedServer'
import { createAnalytics } from './createAnalytics'
import { createCloudClient } from './createCloudClient'
import { createErrorReporter } from './createErrorReporter'
import { fetchAllowedOrigins } from './fetchAllowedOrigins'
import { fetchRemoteFeatures } from './fetchRemoteFeatures'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(script: Parameters<typeof startScriptedServer>[0]) {
  const server = await startScriptedServer(script)
  servers.push(server)
  return {
    server,
    cloud: createCloudClient({ apiUrl: server.url, projectId: 'p', sleep: async () => undefined }),
  }
}

describe('fetchAllowedOrigins', () => {
  test('returns the project origins', async () => {
    const { cloud } = await setup({
      '/projects/v1/origins': [{ status: 200, body: { allowedOrigins: ['https://app.example'] } }],
    })
    expect(await fetchAllowedOrigins(cloud)).toEqual({ allowedOrigins: ['https://app.example'] })
  })

  test.each([
    [429, 'Rate Limited'],
    [500, 'Server Error'],
    [503, 'Server Error'],
  ])('%i gives the %s alert and no origins', async (status, shortMessage) => {
    const { cloud } = await setup({ '/projects/v1/origins': [{ status }] })
    const result = await fetchAllowedOrigins(cloud)
    expect(result.allowedOrigins).toEqual([])
    expect(result.alert?.shortMessage).toBe(shortMessage)
  })

  test('any other failure is an empty list without an alert', async () => {
    const { cloud } = await setup({ '/projects/v1/origins': [{ status: 404 }] })
    expect(await fetchAllowedOrigins(cloud)).toEqual({ allowedOrigins: [] })
  })
})

describe('fetchRemoteFeatures', () => {
  test('parses the configuration', async () => {
    const { cloud } = await setup({
      '/appkit/v1/config': [
        { status: 200, body: { features: [{ id: 'multi_wallet', isEnabled: true, config: null }] } },
      ],
    })
    const result = await fetchRemoteFeatures(cloud)
    expect('features' in result && result.features.multiWallet).toBe(true)
  })

  test('a failure gives its status, so the defaults apply and the alert can say why', async () => {
    const { cloud } = await setup({ '/appkit/v1/config': [{ status: 500 }] })
    expect(await fetchRemoteFeatures(cloud)).toEqual({ failedWithStatus: 500 })
  })
})

describe('analytics', () => {
  const event = (name: 'MODAL_OPEN' | 'MODAL_CREATED') => ({
    name,
    timestamp: 1_700_000_000_000,
    properties: { connected: false },
  })

  test('sends events to POST /e with the SPEC §7 body, and never MODAL_CREATED', async () => {
    const { server, cloud } = await setup({
      '/getAnalyticsConfig': [{ status: 200, body: { isAnalyticsEnabled: true } }],
      '/e': [{ status: 202 }],
    })
    const analytics = createAnalytics({
      cloud,
      location: { href: 'http://127.0.0.1:5173/', host: '127.0.0.1:5173' },
      showAlert: () => undefined,
      newId: () => 'id-1',
    })
    expect(await analytics.track(event('MODAL_CREATED'))).toBe(false)
    expect(await analytics.track(event('MODAL_OPEN'), '0xabc')).toBe(true)
    const posts = server.requests.filter((request) => request.path === '/e')
    expect(posts.map((request) => request.body)).toEqual([
      {
        eventId: 'id-1',
        url: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1:5173',
        timestamp: 1_700_000_000_000,
        props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc', properties: { connected: false } },
      },
    ])
  })

  test('sends nothing when the cloud says analytics is off', async () => {
    const { server, cloud } = await setup({
      '/getAnalyticsConfig': [{ status: 200, body: { isAnalyticsEnabled: false } }],
    })
    const analytics = createAnalytics({ cloud, showAlert: () => undefined })
    expect(await analytics.track(event('MODAL_OPEN'))).toBe(false)
    expect(server.requests.some((request) => request.path === '/e')).toBe(false)
  })

  test('a 403 shows the allowlist alert once', async () => {
    const { cloud } = await setup({
      '/getAnalyticsConfig': [{ status: 200, body: { isAnalyticsEnabled: true } }],
      '/e': [{ status: 403, body: { message: 'origin not allowed' } }],
    })
    const alerts: AlertMessage[] = []
    const analytics = createAnalytics({ cloud, showAlert: (alert) => alerts.push(alert) })
    await analytics.track(event('MODAL_OPEN'))
    await analytics.track(event('MODAL_OPEN'))
    expect(alerts.map((alert) => alert.shortMessage)).toEqual(['Invalid App Configuration'])
  })
})

describe('error reporting', () => {
  test('at most 5 reports per 60 s', async () => {
    const sent: unknown[] = []
    let now = 0
    const reporter = createErrorReporter({ send: async (props) => sent.push(props) > 0 }, () => now)
    const results = []
    for (let i = 0; i < 6; i++) results.push(await reporter.report({ errorType: 'E', errorMessage: `m${i}` }))
    expect(results).toEqual([true, true, true, true, true, false])
    now = 59_999
    expect(await reporter.report({ errorType: 'E', errorMessage: 'late' })).toBe(false)
    now = 60_000
    expect(await reporter.report({ errorType: 'E', errorMessage: 'next window' })).toBe(true)
    expect(sent[0]).toEqual({
      type: 'error',
      event: 'ERROR',
      errorType: 'E',
      errorMessage: 'm0',
      stackTrace: '',
    })
  })
})
