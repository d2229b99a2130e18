import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RATE_LIMITED_MESSAGE } from '../errors'
import { SOCIAL_CALLBACK_PATH } from '../socialLogin/socialLoginConstants'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const MAX_REQUESTS = 3
const WINDOW_MS = 60_000

describe.each(BACKENDS)('rate limiting per project and IP on %s', (backend) => {
  let cloud: Cloud
  let now = Date.parse('2026-01-01T00:00:00Z')
  beforeAll(async () => {
    cloud = await startTestCloud(backend, {
      clock: () => now,
      rateLimits: {
        analytics: { maxRequests: MAX_REQUESTS, windowMs: WINDOW_MS },
        auth: { maxRequests: 1, windowMs: WINDOW_MS },
        socialCallback: { maxRequests: MAX_REQUESTS, windowMs: WINDOW_MS },
      },
      projects: [{ id: 'second-project', name: 'Second', allowedOrigins: [DEMO_ORIGIN] }],
    })
  })
  afterAll(() => cloud?.close())

  const call = (projectId = 'portico-demo') =>
    fetch(cloudUrl(cloud, '/getAnalyticsConfig', { projectId }), { headers: { origin: DEMO_ORIGIN } })

  test('past the limit a client gets 429 with Retry-After; other projects and a new window pass', async () => {
    for (let index = 0; index < MAX_REQUESTS; index++) expect((await call()).status).toBe(200)
    now += 20_000
    const limited = await call()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe(String((WINDOW_MS - 20_000) / 1000))
    expect(limited.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN)
    // A page may only read Retry-After when CORS exposes it.
    expect(limited.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after')
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE })

    expect((await call('second-project')).status).toBe(200)

    now += WINDOW_MS - 20_000
    expect((await call()).status).toBe(200)
  })

  test("a provider's returns are counted per address under socialCallback, not under a project's auth", async () => {
    // Unknown states: each answers the error page, and each is counted, as a forged return is.
    const callback = () =>
      fetch(new URL(`${SOCIAL_CALLBACK_PATH}?state=forged&code=forged`, cloud.url), { redirect: 'manual' })
    for (let index = 0; index < MAX_REQUESTS; index++) expect((await callback()).status).toBe(400)
    const limited = await callback()
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE })
  })
})
