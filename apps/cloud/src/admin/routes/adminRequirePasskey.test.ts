import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_PROJECT_ID } from '../../constants'
import type { Cloud } from '../../startCloud'
import { BACKENDS, startTestCloud } from '../../test/testCloud'
import { PROJECT_NOT_FOUND_MESSAGE } from '../adminErrors'
import type { AdminProject } from '../adminProject'
import type { AuditEntry } from '../auditLog'
import { type AdminRequest, adminFetch, type SignedIn, signIn } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'

// The project setting that makes a new device pass a passkey check before it gets the recovery share.
describe.each(BACKENDS)("a project's requirePasskey on %s", (backend) => {
  let cloud: Cloud
  let ops: SignedIn
  const call = (path: string, request: AdminRequest = {}) => adminFetch(cloud.url, path, request)
  const patch = (projectId: string, body: unknown) =>
    call(`/admin/v1/projects/${projectId}`, { method: 'PATCH', session: ops.session, csrf: ops.csrf, body })
  const read = async (projectId: string) =>
    (await (await call(`/admin/v1/projects/${projectId}`, { session: ops.session })).json()) as AdminProject

  beforeAll(async () => {
    cloud = await startTestCloud(backend, { adminBootstrapSecret: SECRET })
    const credentials = { username: 'ops', password: 'correct horse battery staple' }
    await call('/admin/v1/bootstrap', { method: 'POST', body: { secret: SECRET, ...credentials } })
    ops = await signIn(cloud.url, credentials.username, credentials.password)
  })
  afterAll(() => cloud?.close())

  test('is off for a new project and the demo, set by PATCH, audited from and to, and refused when not a boolean', async () => {
    expect((await read(DEMO_PROJECT_ID)).requirePasskey).toBe(false)
    const created = await call('/admin/v1/projects', {
      method: 'POST',
      session: ops.session,
      csrf: ops.csrf,
      body: { name: 'Vault' },
    })
    const project = (await created.json()) as AdminProject
    expect(project.requirePasskey).toBe(false)

    const turnedOn = await patch(project.id, { requirePasskey: true })
    expect(turnedOn.status).toBe(200)
    expect(await turnedOn.json()).toEqual({ ...project, requirePasskey: true })
    expect((await read(project.id)).requirePasskey).toBe(true)
    const audit = (await (
      await call(`/admin/v1/audit?project=${project.id}`, { session: ops.session })
    ).json()) as { entries: AuditEntry[] }
    expect(audit.entries[0]).toMatchObject({
      actor: 'admin:ops',
      action: 'project.requirePasskey',
      details: { from: false, to: true },
    })

    const notBoolean = await patch(project.id, { requirePasskey: 'yes' })
    expect(notBoolean.status).toBe(400)
    expect(await notBoolean.json()).toEqual({ error: 'invalid parameter: requirePasskey' })
    expect((await read(project.id)).requirePasskey).toBe(true)
    expect((await patch(project.id, { requirePasskey: false })).status).toBe(200)
    expect((await read(project.id)).requirePasskey).toBe(false)

    const unknown = await patch('not-a-project-here', { requirePasskey: true })
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: PROJECT_NOT_FOUND_MESSAGE }])
  })
})
