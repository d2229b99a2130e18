import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_ALLOWED_ORIGINS, DEMO_PROJECT_ID } from '../constants'
import { INVALID_PROJECT_ID_MESSAGE, missingParameterMessage, ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors'
import { DEFAULT_REMOTE_FEATURES } from '../projects/defaultFeatures'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const OTHER_PROJECT = {
  id: 'other-project',
  name: 'Other',
  allowedOrigins: ['https://*.other.example'],
  isAnalyticsEnabled: false,
}

describe.each(BACKENDS)('project routes on %s', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend, { projects: [OTHER_PROJECT] })
  })
  afterAll(() => cloud?.close())

  test('GET /health answers ok with the backend in use', async () => {
    const response = await fetch(new URL('/health', cloud.url))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: backend })
  })

  test('GET /appkit/v1/config gives the demo project every feature on, with SPEC §9 configs', async () => {
    const response = await fetch(cloudUrl(cloud, '/appkit/v1/config'), { headers: { origin: DEMO_ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN)
    const body = (await response.json()) as { features: unknown[] }
    expect(body).toEqual({
      features: DEFAULT_REMOTE_FEATURES.map((feature) => ({ ...feature, isEnabled: true })),
    })
  })

  test('a project created without features gets SPEC §9 default remote features (multi_wallet off)', async () => {
    const response = await fetch(cloudUrl(cloud, '/appkit/v1/config', { projectId: OTHER_PROJECT.id }))
    const body = (await response.json()) as { features: { id: string; isEnabled: boolean }[] }
    expect(body.features).toEqual(DEFAULT_REMOTE_FEATURES)
    expect(body.features.find((feature) => feature.id === 'multi_wallet')?.isEnabled).toBe(false)
  })

  test('GET /projects/v1/origins lists the allowed origins, even to a page that is not among them', async () => {
    const response = await fetch(cloudUrl(cloud, '/projects/v1/origins'), {
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ allowedOrigins: [...DEMO_ALLOWED_ORIGINS] })
  })

  test('GET /getAnalyticsConfig follows the project', async () => {
    const demo = await fetch(cloudUrl(cloud, '/getAnalyticsConfig'))
    expect(await demo.json()).toEqual({ isAnalyticsEnabled: true })
    const other = await fetch(cloudUrl(cloud, '/getAnalyticsConfig', { projectId: OTHER_PROJECT.id }), {
      headers: { origin: 'https://app.other.example' },
    })
    expect(await other.json()).toEqual({ isAnalyticsEnabled: false })
  })

  test('POST /e stores an event from an allowed origin', async () => {
    const event = {
      eventId: 'e-1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc' },
    }
    const response = await fetch(cloudUrl(cloud, '/e'), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ stored: true })
  })

  test('POST /e from an origin the project does not allow is 403 origin not allowed, readable by the page', async () => {
    const response = await fetch(cloudUrl(cloud, '/e'), {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'e-2', props: { event: 'MODAL_OPEN' } }),
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    expect(await response.json()).toEqual({ error: ORIGIN_NOT_ALLOWED_MESSAGE })
  })

  test('POST /e for a project with analytics off is accepted but not stored', async () => {
    const response = await fetch(cloudUrl(cloud, '/e', { projectId: OTHER_PROJECT.id }), {
      method: 'POST',
      headers: { origin: 'https://app.other.example', 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'e-3', props: { event: 'MODAL_OPEN' } }),
    })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ stored: false })
  })

  test('POST /e without eventId is 400 naming it', async () => {
    const response = await fetch(cloudUrl(cloud, '/e'), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ props: {} }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: missingParameterMessage('eventId') })
  })

  test('a preflight is answered for the page so it can read the real answer', async () => {
    const response = await fetch(cloudUrl(cloud, '/e'), {
      method: 'OPTIONS',
      headers: {
        origin: DEMO_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  test.each(['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'])(
    '%s: an unknown project id is 401 with "invalid key"',
    async (path) => {
      const response = await fetch(cloudUrl(cloud, path, { projectId: 'no-such-project' }))
      expect(response.status).toBe(401)
      const body = (await response.json()) as { error: string }
      expect(body).toEqual({ error: INVALID_PROJECT_ID_MESSAGE })
      expect(body.error).toContain('invalid key')
    },
  )

  test.each(['/appkit/v1/config', '/getAnalyticsConfig'])('%s: a disallowed origin is 403', async (path) => {
    const response = await fetch(cloudUrl(cloud, path), {
      headers: { origin: 'https://not-allowed.example' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: ORIGIN_NOT_ALLOWED_MESSAGE })
  })

  test('a wildcard origin of the project is allowed', async () => {
    const response = await fetch(cloudUrl(cloud, '/appkit/v1/config', { projectId: OTHER_PROJECT.id }), {
      headers: { origin: 'https://shop.other.example' },
    })
    expect(response.status).toBe(200)
  })

  test.each([
    ['projectId', '/appkit/v1/config'],
    ['st', '/appkit/v1/config'],
    ['sv', '/projects/v1/origins'],
    ['projectId', '/getAnalyticsConfig'],
    ['st', '/e'],
  ])('a missing %s on %s is 400 naming it', async (name, path) => {
    const response = await fetch(cloudUrl(cloud, path, { [name]: undefined }), {
      method: path === '/e' ? 'POST' : 'GET',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: missingParameterMessage(name) })
  })

  test('an unknown path is 404 and a wrong method 405', async () => {
    expect((await fetch(cloudUrl(cloud, '/nope'))).status).toBe(404)
    const wrongMethod = await fetch(cloudUrl(cloud, '/appkit/v1/config'), { method: 'POST' })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET')
  })

  test('the demo project id is the seeded one', () => {
    expect(DEMO_PROJECT_ID).toBe('portico-demo')
  })
})
