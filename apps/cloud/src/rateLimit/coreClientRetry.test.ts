import { createCloudClient } from '@portico/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { BACKENDS, startTestCloud } from '../test/testCloud'

const MAX_REQUESTS = 2
const WINDOW_MS = 60_000

// Issue acceptance: past the rate limit core's own client waits as Retry-After says, then succeeds.
describe.each(BACKENDS)("core's cloud client against the rate limit on %s", (backend) => {
  let cloud: Cloud
  let now = Date.parse('2026-01-01T00:00:00Z')
  beforeAll(async () => {
    cloud = await startTestCloud(backend, {
      clock: () => now,
      rateLimits: { analytics: { maxRequests: MAX_REQUESTS, windowMs: WINDOW_MS } },
    })
  })
  afterAll(() => cloud?.close())

  test('a 429 with Retry-After is waited out and the call succeeds', async () => {
    const waits: number[] = []
    // Waiting moves the cloud's clock, so the test spends no real time.
    const client = createCloudClient({
      apiUrl: cloud.url,
      projectId: 'portico-demo',
      sleep: async (ms) => {
        waits.push(ms)
        now += ms
      },
    })
    for (let index = 0; index < MAX_REQUESTS; index++) {
      expect(await client.get('/getAnalyticsConfig')).toEqual({ isAnalyticsEnabled: true })
    }
    now += 15_000
    expect(await client.get('/getAnalyticsConfig')).toEqual({ isAnalyticsEnabled: true })
    expect(waits).toEqual([45_000])
  })
})
