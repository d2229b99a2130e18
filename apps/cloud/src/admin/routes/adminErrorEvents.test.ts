import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../../startCloud'
import { BACKENDS, cloudUrl, startTestCloud } from '../../test/testCloud'
import { ERROR_EVENT_MESSAGE_MAX_CHARS } from '../adminConstants'
import { ADMIN_SESSION_REQUIRED_MESSAGE, PROJECT_NOT_FOUND_MESSAGE } from '../adminErrors'
import type { AdminProject } from '../adminProject'
import type { ErrorEventsPage } from '../projectErrorEvents'
import { adminFetch, type SignedIn, signIn } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'
const PAGE = 'https://www.shop.example'
const NOW_MS = Date.parse('2026-11-26T10:00:00Z')

// The errors a project's pages reported through /e (SPEC §7, §8), listed for the dashboard.
describe.each(BACKENDS)('a project’s error events on %s', (backend) => {
  let cloud: Cloud
  let ops: SignedIn
  let nowMs = NOW_MS
  const projects: AdminProject[] = []
  const sendEvent = async (project: AdminProject, props: Record<string, unknown>) => {
    nowMs += 1000
    const response = await fetch(cloudUrl(cloud, '/e', { projectId: project.id }), {
      method: 'POST',
      headers: { origin: PAGE, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: crypto.randomUUID(), url: `${PAGE}/checkout`, props }),
    })
    expect(await response.json()).toEqual({ stored: true })
  }
  const errorsOf = async (projectId: string, query = '') => {
    const response = await adminFetch(cloud.url, `/admin/v1/projects/${projectId}/errors${query}`, {
      session: ops.session,
    })
    expect(response.status).toBe(200)
    return (await response.json()) as ErrorEventsPage
  }

  beforeAll(async () => {
    cloud = await startTestCloud(backend, { adminBootstrapSecret: SECRET, clock: () => nowMs })
    const credentials = { username: 'ops', password: 'correct horse battery staple' }
    await adminFetch(cloud.url, '/admin/v1/bootstrap', {
      method: 'POST',
      body: { secret: SECRET, ...credentials },
    })
    ops = await signIn(cloud.url, credentials.username, credentials.password)
    const change = async (path: string, body: unknown) =>
      (
        await adminFetch(cloud.url, path, { method: 'POST', session: ops.session, csrf: ops.csrf, body })
      ).json()
    for (const name of ['Shop', 'Blog']) {
      const project = (await change('/admin/v1/projects', { name })) as AdminProject
      await change(`/admin/v1/projects/${project.id}/origins`, { origin: PAGE })
      projects.push(project)
    }
  })
  afterAll(() => cloud?.close())

  test('error reports and failure events, newest first, with time, kind and message; nothing else', async () => {
    const [shop, blog] = projects as [AdminProject, AdminProject]
    // As core sends them: SPEC §8's error report, and tracked events with their properties.
    await sendEvent(shop, { type: 'track', event: 'MODAL_OPEN', properties: {} })
    await sendEvent(shop, {
      type: 'error',
      event: 'ERROR',
      errorType: 'RpcError',
      errorMessage: 'Requested RPC call is not allowed',
      stackTrace: 'at send (core.js:1)',
    })
    await sendEvent(shop, {
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { message: 'Connection rejected', connectorId: 'injected' },
    })
    await sendEvent(shop, { type: 'track', event: 'CONNECT_SUCCESS', properties: {} })
    await sendEvent(shop, { type: 'track', event: 'ERROR_FETCH_TRANSACTIONS', properties: {} })
    await sendEvent(blog, { type: 'track', event: 'SEND_ERROR', properties: { message: 'only the blog’s' } })

    const { errors, next } = await errorsOf(shop.id)
    expect(next).toBeUndefined()
    expect(errors.map(({ at, kind, message, url }) => ({ at, kind, message, url }))).toEqual([
      {
        at: new Date(NOW_MS + 5000).toISOString(),
        kind: 'ERROR_FETCH_TRANSACTIONS',
        message: null,
        url: `${PAGE}/checkout`,
      },
      {
        at: new Date(NOW_MS + 3000).toISOString(),
        kind: 'CONNECT_ERROR',
        message: 'Connection rejected',
        url: `${PAGE}/checkout`,
      },
      {
        at: new Date(NOW_MS + 2000).toISOString(),
        kind: 'RpcError',
        message: 'Requested RPC call is not allowed',
        url: `${PAGE}/checkout`,
      },
    ])
    expect((await errorsOf(blog.id)).errors.map((error) => error.message)).toEqual(['only the blog’s'])
  })

  test('pages walk back without repeating or skipping, even while new errors arrive', async () => {
    const project = projects[0] as AdminProject
    const first = await errorsOf(project.id, '?limit=2')
    expect(first.errors.map((error) => error.kind)).toEqual(['ERROR_FETCH_TRANSACTIONS', 'CONNECT_ERROR'])
    expect(first.next).toBe(first.errors[1]?.id)
    await sendEvent(project, { type: 'track', event: 'DISCONNECT_ERROR', properties: { message: 'later' } })
    const second = await errorsOf(project.id, `?limit=2&before=${first.next}`)
    expect(second.errors.map((error) => error.kind)).toEqual(['RpcError'])
    expect(second.next).toBeUndefined()
    expect((await errorsOf(project.id, '?limit=1')).errors[0]?.kind).toBe('DISCONNECT_ERROR')
  })

  test('a page’s long message is cut, and its text is kept as sent (the dashboard shows it as text)', async () => {
    const project = projects[0] as AdminProject
    const markup = '<img src=x onerror="alert(1)">'
    await sendEvent(project, {
      type: 'error',
      errorType: 'Injected',
      errorMessage: markup + 'x'.repeat(2000),
    })
    const [latest] = (await errorsOf(project.id, '?limit=1')).errors
    expect(latest?.kind).toBe('Injected')
    expect(latest?.message).toHaveLength(ERROR_EVENT_MESSAGE_MAX_CHARS)
    expect(latest?.message?.startsWith(markup)).toBe(true)
  })

  test('needs an admin session, a page size within bounds, and an existing project', async () => {
    const project = projects[0] as AdminProject
    const anonymous = await adminFetch(cloud.url, `/admin/v1/projects/${project.id}/errors`)
    expect([anonymous.status, await anonymous.json()]).toEqual([
      401,
      { error: ADMIN_SESSION_REQUIRED_MESSAGE },
    ])
    for (const query of ['?limit=0', '?limit=101', '?before=-1', '?limit=ten']) {
      const refused = await adminFetch(cloud.url, `/admin/v1/projects/${project.id}/errors${query}`, {
        session: ops.session,
      })
      expect(refused.status, query).toBe(400)
    }
    const unknown = await adminFetch(cloud.url, '/admin/v1/projects/no-such-project/errors', {
      session: ops.session,
    })
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: PROJECT_NOT_FOUND_MESSAGE }])
  })
})
