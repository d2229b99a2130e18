import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../../startCloud'
import { BACKENDS, cloudUrl, startTestCloud } from '../../test/testCloud'
import {
  ADMIN_SESSION_REQUIRED_MESSAGE,
  CROSS_SITE_REQUEST_MESSAGE,
  PROJECT_NAME_MESSAGE,
  PROJECT_NOT_FOUND_MESSAGE,
} from '../adminErrors'
import type { AdminProject } from '../adminProject'
import type { AuditEntry } from '../auditLog'
import { type AdminRequest, adminFetch, type SignedIn, signIn } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'
const PAGE = 'https://www.shop.example'

// The dashboard's rename and delete, as the admin API answers them.
describe.each(BACKENDS)('renaming and deleting a project on %s', (backend) => {
  let cloud: Cloud
  let ops: SignedIn
  const call = (path: string, request: AdminRequest = {}) => adminFetch(cloud.url, path, request)
  const change = (path: string, method: string, body?: unknown) =>
    call(path, { method, session: ops.session, csrf: ops.csrf, ...(body === undefined ? {} : { body }) })
  const create = async (name: string) => {
    const project = (await (await change('/admin/v1/projects', 'POST', { name })).json()) as AdminProject
    expect((await change(`/admin/v1/projects/${project.id}/origins`, 'POST', { origin: PAGE })).status).toBe(
      200,
    )
    return project
  }
  const exists = async (projectId: string) =>
    (await call(`/admin/v1/projects/${projectId}`, { session: ops.session })).status === 200
  const auditOf = async (projectId: string) =>
    (
      (await (await call(`/admin/v1/audit?project=${projectId}`, { session: ops.session })).json()) as {
        entries: AuditEntry[]
      }
    ).entries

  beforeAll(async () => {
    cloud = await startTestCloud(backend, { adminBootstrapSecret: SECRET })
    const credentials = { username: 'ops', password: 'correct horse battery staple' }
    await call('/admin/v1/bootstrap', { method: 'POST', body: { secret: SECRET, ...credentials } })
    ops = await signIn(cloud.url, credentials.username, credentials.password)
  })
  afterAll(() => cloud?.close())

  test('a rename keeps the id, trims the name, refuses a blank one and is audited from and to', async () => {
    const project = await create('Shop')
    const renamed = await change(`/admin/v1/projects/${project.id}`, 'PATCH', { name: '  Shop EU  ' })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject({ id: project.id, name: 'Shop EU' })
    const blank = await change(`/admin/v1/projects/${project.id}`, 'PATCH', { name: '   ' })
    expect([blank.status, await blank.json()]).toEqual([400, { error: PROJECT_NAME_MESSAGE }])
    const tooLong = await change(`/admin/v1/projects/${project.id}`, 'PATCH', { name: 'x'.repeat(101) })
    expect(tooLong.status).toBe(400)
    const [latest] = await auditOf(project.id)
    expect(latest).toMatchObject({
      actor: 'admin:ops',
      action: 'project.rename',
      projectId: project.id,
      details: { from: 'Shop', to: 'Shop EU' },
    })
    const unknown = await change('/admin/v1/projects/not-a-project-here', 'PATCH', { name: 'Mine now' })
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: PROJECT_NOT_FOUND_MESSAGE }])
  })

  test('a deletion is audited with the name, and the project is gone from the admin API and the SDK', async () => {
    const project = await create('Doomed')
    const deleted = await change(`/admin/v1/projects/${project.id}`, 'DELETE')
    expect(deleted.status).toBe(204)
    expect(await exists(project.id)).toBe(false)
    const [latest] = await auditOf(project.id)
    expect(latest).toMatchObject({
      actor: 'admin:ops',
      action: 'project.delete',
      projectId: project.id,
      details: { name: 'Doomed' },
    })
    const sdk = await fetch(cloudUrl(cloud, '/appkit/v1/config', { projectId: project.id }), {
      headers: { origin: PAGE },
    })
    expect(sdk.status).toBe(401)
    const again = await change(`/admin/v1/projects/${project.id}`, 'DELETE')
    expect([again.status, await again.json()]).toEqual([404, { error: PROJECT_NOT_FOUND_MESSAGE }])
  })

  test('a project that is not this cloud’s admin’s to delete is refused and every project stays', async () => {
    const kept = await create('Kept')
    const before = (await auditOf(kept.id)).length
    // An id of no project here (another deployment's, or made up): 404, nothing else touched.
    const elsewhere = await change('/admin/v1/projects/0123456789abcdef0123456789abcdef', 'DELETE')
    expect([elsewhere.status, await elsewhere.json()]).toEqual([404, { error: PROJECT_NOT_FOUND_MESSAGE }])
    // A site holds its project id, never an admin session: the id opens no admin route, in any place.
    const path = `/admin/v1/projects/${kept.id}`
    const attempts: [AdminRequest, number, string][] = [
      // From the site's own page, the project allowing it: the page is not the cloud's, so cross-site.
      [{ method: 'DELETE', headers: { origin: PAGE } }, 403, CROSS_SITE_REQUEST_MESSAGE],
      [
        { method: 'DELETE', headers: { authorization: `Bearer ${kept.id}` } },
        401,
        ADMIN_SESSION_REQUIRED_MESSAGE,
      ],
      [{ method: 'DELETE', session: kept.id, csrf: kept.id }, 401, ADMIN_SESSION_REQUIRED_MESSAGE],
    ]
    for (const [request, status, error] of attempts) {
      const refused = await call(`${path}?projectId=${kept.id}&st=portico&sv=test`, request)
      expect([refused.status, await refused.json()]).toEqual([status, { error }])
    }
    // Another site's page cannot delete with the admin's cookie: no CSRF token, or a foreign Origin.
    const noToken = await call(path, { method: 'DELETE', session: ops.session })
    expect([noToken.status, await noToken.json()]).toEqual([403, { error: CROSS_SITE_REQUEST_MESSAGE }])
    const crossSite = await call(path, {
      method: 'DELETE',
      session: ops.session,
      csrf: ops.csrf,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    // A signed-out admin's session deletes nothing either.
    const ended = await signIn(cloud.url, 'ops', 'correct horse battery staple')
    await call('/admin/v1/logout', { method: 'POST', session: ended.session, csrf: ended.csrf })
    const afterSignOut = await call(path, { method: 'DELETE', session: ended.session, csrf: ended.csrf })
    expect(afterSignOut.status).toBe(401)
    expect(await exists(kept.id)).toBe(true)
    expect(await auditOf(kept.id)).toHaveLength(before)
  })
})
