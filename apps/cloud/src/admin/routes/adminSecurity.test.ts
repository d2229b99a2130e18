import { randomBytes } from 'node:crypto'
import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DEMO_PROJECT_ID } from '../../constants'
import { RATE_LIMITED_MESSAGE } from '../../errors'
import { type Cloud, startCloud } from '../../startCloud'
import { createTestDatabase } from '../../test/startPostgres'
import { BACKENDS, DEMO_ORIGIN, SDK_QUERY, startTestCloud } from '../../test/testCloud'
import { ADMIN_SESSION_MS } from '../adminConstants'
import {
  ADMIN_SESSION_REQUIRED_MESSAGE,
  BOOTSTRAP_CLOSED_MESSAGE,
  CROSS_SITE_REQUEST_MESSAGE,
  WRONG_BOOTSTRAP_SECRET_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from '../adminErrors'
import { adminFetch, type SignedIn, signIn } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'
const USERNAME = 'ops@example.com'
const PASSWORD = 'correct horse battery staple'
const EVIL_ORIGIN = 'https://evil.example'

// The admin API refuses what tries to get around its session.
describe.each(BACKENDS)('the admin API on %s', (backend) => {
  let cloud: Cloud
  let nowMs = Date.now()
  let ops: SignedIn
  const call = (path: string, request?: Parameters<typeof adminFetch>[2]) =>
    adminFetch(cloud.url, path, request)
  const projectCount = async () =>
    ((await (await call('/admin/v1/projects', { session: ops.session })).json()) as { projects: unknown[] })
      .projects.length

  beforeAll(async () => {
    cloud = await startTestCloud(backend, {
      adminBootstrapSecret: SECRET,
      clock: () => nowMs,
      trustProxy: 1,
      rateLimits: {
        adminLogin: { maxRequests: 100, windowMs: 60_000 },
        adminLoginAddress: { maxRequests: 100, windowMs: 60_000 },
      },
    })
  })
  afterAll(() => cloud?.close())

  test('the first admin comes from the bootstrap secret, once', async () => {
    const bootstrap = (secret: string) =>
      call('/admin/v1/bootstrap', {
        method: 'POST',
        body: { secret, username: USERNAME, password: PASSWORD },
      })
    const wrong = await bootstrap('not-the-secret')
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: WRONG_BOOTSTRAP_SECRET_MESSAGE }])
    const first = await bootstrap(SECRET)
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ username: USERNAME })
    const again = await bootstrap(SECRET)
    expect([again.status, await again.json()]).toEqual([403, { error: BOOTSTRAP_CLOSED_MESSAGE }])
    ops = await signIn(cloud.url, USERNAME, PASSWORD)
  })

  test('the session cookie is HttpOnly, SameSite=Strict, for the admin API only, and Secure over https', async () => {
    expect(ops.setCookie).toMatch(/; Path=\/admin\/v1; Max-Age=43200; HttpOnly; SameSite=Strict$/)
    const overHttps = await call('/admin/v1/login', {
      method: 'POST',
      body: { username: USERNAME, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(overHttps.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict; Secure$/)
  })

  test('no session: every admin route answers 401', async () => {
    for (const [method, path] of [
      ['GET', '/admin/v1/projects'],
      ['GET', '/admin/v1/audit'],
      ['GET', `/admin/v1/projects/${DEMO_PROJECT_ID}`],
      ['DELETE', `/admin/v1/projects/${DEMO_PROJECT_ID}`],
      ['GET', `/admin/v1/projects/${DEMO_PROJECT_ID}/errors`],
      ['GET', '/admin/v1/wallets'],
    ] as const) {
      const response = await call(path, { method })
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 401,
        body: { error: ADMIN_SESSION_REQUIRED_MESSAGE },
      })
    }
    const create = await call('/admin/v1/projects', { method: 'POST', body: { name: 'Sneaky' } })
    expect(create.status).toBe(401)
    const forged = await call('/admin/v1/projects', { session: randomBytes(32).toString('base64url') })
    expect(forged.status).toBe(401)
  })

  test('a project id instead of a session opens nothing', async () => {
    const query = new URLSearchParams(SDK_QUERY).toString()
    const attempts: ({ path: string } & Parameters<typeof adminFetch>[2])[] = [
      { path: `/admin/v1/projects?${query}`, headers: { origin: DEMO_ORIGIN } },
      { path: '/admin/v1/projects', headers: { authorization: `Bearer ${DEMO_PROJECT_ID}` } },
      { path: '/admin/v1/projects', headers: { 'x-project-id': DEMO_PROJECT_ID } },
      { path: '/admin/v1/projects', session: DEMO_PROJECT_ID },
    ]
    for (const request of attempts) {
      const response = await call(request.path, request)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: ADMIN_SESSION_REQUIRED_MESSAGE })
    }
  })

  test('a cross-site form post is refused even with the session cookie; a change needs the CSRF token', async () => {
    const before = await projectCount()
    // A form can post text/plain that reads as JSON, and a browser would add the cookie were it not SameSite.
    const formPost = await call('/admin/v1/projects', {
      method: 'POST',
      session: ops.session,
      body: '{"name":"Evil"}',
      headers: { 'content-type': 'text/plain', origin: EVIL_ORIGIN, 'sec-fetch-site': 'cross-site' },
    })
    expect([formPost.status, await formPost.json()]).toEqual([403, { error: CROSS_SITE_REQUEST_MESSAGE }])
    const urlEncoded = await call('/admin/v1/projects', {
      method: 'POST',
      session: ops.session,
      body: 'name=Evil',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL_ORIGIN },
    })
    expect(urlEncoded.status).toBeGreaterThanOrEqual(400)
    const withToken = await call('/admin/v1/projects', {
      method: 'POST',
      session: ops.session,
      csrf: ops.csrf,
      body: { name: 'Evil' },
      headers: { origin: EVIL_ORIGIN },
    })
    expect(withToken.status).toBe(403)
    for (const csrf of [undefined, 'guessed-token', `${ops.csrf.slice(0, -1)}x`]) {
      const sameSite = await call('/admin/v1/projects', {
        method: 'POST',
        session: ops.session,
        body: { name: 'No token' },
        ...(csrf === undefined ? {} : { csrf }),
      })
      expect([sameSite.status, await sameSite.json()]).toEqual([403, { error: CROSS_SITE_REQUEST_MESSAGE }])
    }
    const loginFromElsewhere = await call('/admin/v1/login', {
      method: 'POST',
      body: { username: USERNAME, password: PASSWORD },
      headers: { origin: EVIL_ORIGIN },
    })
    expect(loginFromElsewhere.status).toBe(403)
    expect(await projectCount()).toBe(before)
    // Another site's page cannot read an admin answer either: no CORS for the admin API.
    const preflight = await call('/admin/v1/projects', {
      method: 'OPTIONS',
      headers: { origin: EVIL_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    // The cloud's own page, with its token, may.
    const own = await call('/admin/v1/projects', {
      method: 'POST',
      session: ops.session,
      csrf: ops.csrf,
      body: { name: 'Own page' },
      headers: { origin: cloud.url },
    })
    expect(own.status).toBe(201)
    expect(await projectCount()).toBe(before + 1)
  })

  test('a session ends at sign-out, and by itself after ADMIN_SESSION_MS', async () => {
    const short = await signIn(cloud.url, USERNAME, PASSWORD)
    expect((await call('/admin/v1/session', { session: short.session })).status).toBe(200)
    const logout = await call('/admin/v1/logout', {
      method: 'POST',
      session: short.session,
      csrf: short.csrf,
    })
    expect(logout.status).toBe(204)
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await call('/admin/v1/session', { session: short.session })).status).toBe(401)

    const aging = await signIn(cloud.url, USERNAME, PASSWORD)
    nowMs += ADMIN_SESSION_MS - 1
    expect((await call('/admin/v1/session', { session: aging.session })).status).toBe(200)
    nowMs += 1
    expect((await call('/admin/v1/session', { session: aging.session })).status).toBe(401)
    ops = await signIn(cloud.url, USERNAME, PASSWORD)
  })

  test('a wrong password and an unknown admin get the same answer', async () => {
    for (const [username, password] of [
      [USERNAME, 'wrong password!'],
      ['nobody@example.com', PASSWORD],
    ]) {
      const response = await call('/admin/v1/login', { method: 'POST', body: { username, password } })
      expect([response.status, await response.json()]).toEqual([401, { error: WRONG_CREDENTIALS_MESSAGE }])
    }
  })

  test('the audit log lists each change: who, what, when, which project', async () => {
    const change = async (path: string, method: string, body?: unknown) => {
      const response = await call(path, {
        method,
        session: ops.session,
        csrf: ops.csrf,
        ...(body ? { body } : {}),
      })
      expect(response.status).toBeLessThan(300)
      return response.status === 204 ? undefined : ((await response.json()) as { id: string })
    }
    const created = await change('/admin/v1/projects', 'POST', { name: 'Audited' })
    const id = created?.id ?? ''
    const project = `/admin/v1/projects/${id}`
    await change(`${project}/origins`, 'POST', { origin: 'https://audited.example' })
    await change(`${project}/features`, 'PATCH', { email: false, swaps: null })
    await change(project, 'PATCH', { name: 'Audited again', featuredWalletIds: ['metamask'] })
    await change(`${project}/origins?origin=${encodeURIComponent('https://audited.example')}`, 'DELETE')
    await change(project, 'DELETE')
    await change('/admin/v1/admins', 'POST', {
      username: 'second@example.com',
      password: 'another long password',
    })

    const entries = (
      (await (await call('/admin/v1/audit?limit=7', { session: ops.session })).json()) as {
        entries: { actor: string; action: string; projectId: string | null; at: string }[]
      }
    ).entries
    expect(entries.map(({ actor, action, projectId }) => ({ actor, action, projectId }))).toEqual([
      { actor: 'admin:ops@example.com', action: 'admin.create', projectId: null },
      { actor: 'admin:ops@example.com', action: 'project.delete', projectId: id },
      { actor: 'admin:ops@example.com', action: 'origin.remove', projectId: id },
      { actor: 'admin:ops@example.com', action: 'wallets.set', projectId: id },
      { actor: 'admin:ops@example.com', action: 'project.rename', projectId: id },
      { actor: 'admin:ops@example.com', action: 'features.set', projectId: id },
      { actor: 'admin:ops@example.com', action: 'origin.add', projectId: id },
    ])
    expect(entries.every((entry) => entry.at === new Date(nowMs).toISOString())).toBe(true)
    const ofProject = (await (
      await call(`/admin/v1/audit?project=${id}`, { session: ops.session })
    ).json()) as {
      entries: { action: string }[]
    }
    expect(ofProject.entries.map((entry) => entry.action).at(-1)).toBe('project.create')
    expect(ofProject.entries).toHaveLength(7)
  })
})

// Too many wrong passwords, counted across instances sharing PostgreSQL and Redis.
describe('admin sign-in attempts across two cloud instances', () => {
  const MAX_ATTEMPTS = 3
  const WINDOW_MS = 15 * 60_000
  const clouds: Cloud[] = []
  let redis: TestRedis | undefined
  let nowMs = Date.parse('2026-11-25T09:00:00Z')
  beforeAll(async () => {
    redis = await startRedis()
    const database = await createTestDatabase(
      inject('postgresUrl'),
      `admin_${randomBytes(6).toString('hex')}`,
    )
    for (let index = 0; index < 2; index++) {
      clouds.push(
        await startCloud({
          port: 0,
          host: '127.0.0.1',
          database,
          redis: redis.url,
          quiet: true,
          clock: () => nowMs,
          adminBootstrapSecret: SECRET,
          rateLimits: { adminLogin: { maxRequests: MAX_ATTEMPTS, windowMs: WINDOW_MS } },
        }),
      )
    }
  })
  afterAll(async () => {
    await Promise.all(clouds.map((cloud) => cloud.close()))
    await redis?.stop()
  })

  test('wrong passwords on either instance add up; past the limit even the right one waits out Retry-After', async () => {
    const [first, second] = clouds.map((cloud) => cloud.url) as [string, string]
    const created = await adminFetch(first, '/admin/v1/bootstrap', {
      method: 'POST',
      body: { secret: SECRET, username: USERNAME, password: PASSWORD },
    })
    expect(created.status).toBe(201)
    const login = (url: string, password: string) =>
      adminFetch(url, '/admin/v1/login', { method: 'POST', body: { username: USERNAME, password } })
    for (const url of [first, second, first]) expect((await login(url, 'wrong password!')).status).toBe(401)
    nowMs += 60_000
    const refused = await login(second, PASSWORD)
    expect([refused.status, await refused.json()]).toEqual([429, { error: RATE_LIMITED_MESSAGE }])
    expect(refused.headers.get('retry-after')).toBe(String((WINDOW_MS - 60_000) / 1000))
    expect((await login(first, PASSWORD)).status).toBe(429)
    nowMs += WINDOW_MS
    expect((await login(second, PASSWORD)).status).toBe(200)
  })
})
