import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../../startCloud'
import { BACKENDS, cloudUrl, startTestCloud } from '../../test/testCloud'
import { PROJECT_NOT_FOUND_MESSAGE } from '../adminErrors'
import type { AdminProject } from '../adminProject'
import type { AnalyticsDay } from '../projectAnalytics'
import { adminFetch, type SignedIn, signIn } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'
const PAGE = 'https://www.shop.example'
const DAY_MS = 24 * 60 * 60_000
// 10:00 UTC, so "today" and "yesterday" are whole UTC days whatever the machine's zone.
const NOW_MS = Date.parse('2026-11-26T10:00:00Z')

// The dashboard's analytics, counted from the /e events a page sent (SPEC §7).
describe.each(BACKENDS)('project analytics on %s', (backend) => {
  let cloud: Cloud
  let ops: SignedIn
  let project: AdminProject
  let nowMs = NOW_MS
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
    project = (await change('/admin/v1/projects', { name: 'Shop' })) as AdminProject
    await change(`/admin/v1/projects/${project.id}/origins`, { origin: PAGE })
  })
  afterAll(() => cloud?.close())

  const sendEvent = async (event: string, atMs: number) => {
    nowMs = atMs
    const response = await fetch(cloudUrl(cloud, '/e', { projectId: project.id }), {
      method: 'POST',
      headers: { origin: PAGE, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: crypto.randomUUID(), props: { type: 'track', event } }),
    })
    expect(await response.json()).toEqual({ stored: true })
  }
  const analytics = async (projectId = project.id) => {
    nowMs = NOW_MS
    return adminFetch(cloud.url, `/admin/v1/projects/${projectId}/analytics`, { session: ops.session })
  }

  test('opens, connect attempts (successes and errors) and successes per UTC day, zeros where none', async () => {
    for (const event of [
      'MODAL_OPEN',
      'MODAL_OPEN',
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
      'CONNECT_ERROR',
      'MODAL_CLOSE',
    ]) {
      await sendEvent(event, NOW_MS)
    }
    await sendEvent('MODAL_OPEN', NOW_MS - DAY_MS)
    await sendEvent('CONNECT_SUCCESS', NOW_MS - DAY_MS)
    // 30 days ago is outside the window of the last 30 days (today is the 30th).
    await sendEvent('MODAL_OPEN', NOW_MS - 30 * DAY_MS)
    const response = await analytics()
    expect(response.status).toBe(200)
    const { days } = (await response.json()) as { days: AnalyticsDay[] }
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ day: '2026-10-28', modalOpens: 0, connectAttempts: 0, connectSuccesses: 0 })
    expect(days.slice(-2)).toEqual([
      { day: '2026-11-25', modalOpens: 1, connectAttempts: 1, connectSuccesses: 1 },
      { day: '2026-11-26', modalOpens: 3, connectAttempts: 2, connectSuccesses: 1 },
    ])
    expect(days.slice(0, -2).every((day) => day.modalOpens + day.connectAttempts === 0)).toBe(true)
  })

  test('needs an admin session, and names an unknown project', async () => {
    const anonymous = await adminFetch(cloud.url, `/admin/v1/projects/${project.id}/analytics`)
    expect(anonymous.status).toBe(401)
    const unknown = await analytics('no-such-project')
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: PROJECT_NOT_FOUND_MESSAGE }])
  })
})
