import { randomBytes } from 'node:crypto'
import { freePort } from '@portico/devnet'
import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { RATE_LIMITED_MESSAGE } from '../errors'
import { type Cloud, startCloud } from '../startCloud'
import { createTestDatabase } from '../test/startPostgres'
import { cloudUrl, DEMO_ORIGIN } from '../test/testCloud'

const MAX_REQUESTS = 4
const WINDOW_MS = 60_000

type Shared = 'postgres' | 'redis'

// Issue acceptance 3: two instances count one limit, whether they share PostgreSQL or Redis.
describe.each<Shared>(['postgres', 'redis'])('two cloud instances sharing %s', (shared) => {
  const clouds: Cloud[] = []
  let redis: TestRedis | undefined
  let now = Date.parse('2026-01-01T00:00:00Z')
  beforeAll(async () => {
    redis = shared === 'redis' ? await startRedis() : undefined
    // On PostgreSQL both open one database; with Redis each has its own embedded one and only Redis is shared.
    const postgres =
      shared === 'postgres'
        ? await createTestDatabase(inject('postgresUrl'), `shared_${randomBytes(6).toString('hex')}`)
        : undefined
    for (let index = 0; index < 2; index++) {
      clouds.push(
        await startCloud({
          port: 0,
          host: '127.0.0.1',
          database: postgres ?? 'memory://',
          ...(redis ? { redis: redis.url } : {}),
          quiet: true,
          clock: () => now,
          rateLimits: { analytics: { maxRequests: MAX_REQUESTS, windowMs: WINDOW_MS } },
        }),
      )
    }
  })
  afterAll(async () => {
    await Promise.all(clouds.map((cloud) => cloud.close()))
    await redis?.stop()
  })

  const callInstance = (index: number) => {
    const cloud = clouds[index % 2]
    if (!cloud) throw new Error('cloud not started')
    return fetch(cloudUrl(cloud, '/getAnalyticsConfig'), { headers: { origin: DEMO_ORIGIN } })
  }

  test('a client alternating between them is refused after the limit counted across both, then served after Retry-After', async () => {
    // Each instance alone sees half the limit; only a shared count refuses the next request.
    for (let index = 0; index < MAX_REQUESTS; index++) expect((await callInstance(index)).status).toBe(200)
    now += 10_000
    for (const index of [0, 1]) {
      const refused = await callInstance(index)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe(String((WINDOW_MS - 10_000) / 1000))
      expect(await refused.json()).toEqual({ error: RATE_LIMITED_MESSAGE })
    }
    now += WINDOW_MS - 10_000
    expect((await callInstance(0)).status).toBe(200)
    expect((await callInstance(1)).status).toBe(200)
  })

  test('refusals show on the /metrics of the instance that refused', async () => {
    const text = await (await fetch(new URL('/metrics', clouds[0]?.url))).text()
    expect(text).toMatch(/^portico_cloud_rate_limit_refusals_total\{family="analytics"\} 1$/m)
  })
})

test('a Redis that cannot be reached fails the start, naming it', async () => {
  const url = `redis://127.0.0.1:${await freePort()}`
  await expect(
    startCloud({ port: 0, host: '127.0.0.1', database: 'memory://', quiet: true, redis: url }),
  ).rejects.toThrow(`Cannot reach Redis at ${url}`)
})
