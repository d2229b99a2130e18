import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../../startCloud'
import { startTestCloud } from '../../test/testCloud'
import { adminFetch } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'
const USERNAME = 'ops@example.com'
const PASSWORD = 'correct horse battery staple'
// Behind one proxy, each client's address is the X-Forwarded-For entry the proxy wrote.
const OUTSIDER = '203.0.113.7'
const ADMIN = '198.51.100.9'

describe('admin sign-in attempts are counted per client address and username', () => {
  let cloud: Cloud
  const login = (from: string, password: string, username = USERNAME) =>
    adminFetch(cloud.url, '/admin/v1/login', {
      method: 'POST',
      body: { username, password },
      headers: { 'x-forwarded-for': from },
    })
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', {
      adminBootstrapSecret: SECRET,
      trustProxy: 1,
      // Fewer tries per address than the default 30, so the sweep below hashes few passwords (scrypt is slow by design).
      rateLimits: { adminLoginAddress: { maxRequests: 12, windowMs: 15 * 60_000 } },
    })
    const created = await adminFetch(cloud.url, '/admin/v1/bootstrap', {
      method: 'POST',
      body: { secret: SECRET, username: USERNAME, password: PASSWORD },
    })
    expect(created.status).toBe(201)
  })
  afterAll(() => cloud?.close())

  test('an outsider failing the admin’s username 100 times is stopped, and the admin still signs in', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 100; attempt++) statuses.push((await login(OUTSIDER, 'guess')).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(90).fill(429))
    expect((await login(ADMIN, PASSWORD)).status).toBe(200)
    // The outsider stays stopped, even with the right password.
    expect((await login(OUTSIDER, PASSWORD)).status).toBe(429)
  })

  test('one address trying many usernames is stopped by its own count', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 14; attempt++)
      statuses.push((await login('192.0.2.44', 'guess', `user${attempt}@example.com`)).status)
    expect(statuses).toEqual([...Array(12).fill(401), 429, 429])
  })
})

describe('the bootstrap secret', () => {
  // A short secret can be guessed over HTTP as fast as the bootstrap limit lets one address try.
  test('shorter than 32 bytes, the cloud refuses to start, saying why', async () => {
    await expect(startTestCloud('pglite', { adminBootstrapSecret: 'x'.repeat(31) })).rejects.toThrow(
      'the admin bootstrap secret (PORTICO_CLOUD_ADMIN_BOOTSTRAP) must be at least 32 bytes, got 31',
    )
  })
})
