import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import catalogue from '../../catalogue/wallets.json'
import type { Cloud } from '../../startCloud'
import { BACKENDS, cloudUrl, startTestCloud } from '../../test/testCloud'
import {
  ADMIN_SESSION_REQUIRED_MESSAGE,
  featuredAndExcludedMessage,
  unknownWalletsMessage,
} from '../adminErrors'
import type { AdminProject } from '../adminProject'
import type { AuditEntry } from '../auditLog'
import { adminFetch, type SignedIn, signIn } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'
const PAGE = 'https://www.shop.example'

// The wallets a project features and excludes, chosen from the catalogue in the dashboard.
describe.each(BACKENDS)('a project’s wallets on %s', (backend) => {
  let cloud: Cloud
  let ops: SignedIn
  let project: AdminProject
  const setWallets = (body: { featuredWalletIds?: string[]; excludedWalletIds?: string[] }) =>
    adminFetch(cloud.url, `/admin/v1/projects/${project.id}`, {
      method: 'PATCH',
      session: ops.session,
      csrf: ops.csrf,
      body,
    })
  const catalogueOf = async () => {
    const response = await fetch(
      cloudUrl(cloud, '/getWallets', { projectId: project.id, page: '1', entries: '40' }),
      {
        headers: { origin: PAGE },
      },
    )
    return ((await response.json()) as { data: { id: string }[] }).data.map((wallet) => wallet.id)
  }

  beforeAll(async () => {
    cloud = await startTestCloud(backend, { adminBootstrapSecret: SECRET })
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

  test('the catalogue’s ids and names come in display order, for a signed-in admin only', async () => {
    const anonymous = await adminFetch(cloud.url, '/admin/v1/wallets')
    expect([anonymous.status, await anonymous.json()]).toEqual([
      401,
      { error: ADMIN_SESSION_REQUIRED_MESSAGE },
    ])
    const response = await adminFetch(cloud.url, '/admin/v1/wallets', { session: ops.session })
    const { wallets } = (await response.json()) as { wallets: { id: string; name: string }[] }
    expect(wallets).toEqual(catalogue.map(({ id, name }) => ({ id, name })))
  })

  test('featured wallets lead the public catalogue in order and excluded ones leave it; each change audited', async () => {
    const answer = await setWallets({
      featuredWalletIds: ['rainbow', 'phantom'],
      excludedWalletIds: ['metamask'],
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      featuredWalletIds: ['rainbow', 'phantom'],
      excludedWalletIds: ['metamask'],
    })
    const served = await catalogueOf()
    expect(served.slice(0, 2)).toEqual(['rainbow', 'phantom'])
    expect(served).not.toContain('metamask')
    const audit = await adminFetch(cloud.url, `/admin/v1/audit?project=${project.id}&limit=1`, {
      session: ops.session,
    })
    const [entry] = ((await audit.json()) as { entries: AuditEntry[] }).entries
    expect(entry).toMatchObject({
      action: 'wallets.set',
      details: { featured: ['rainbow', 'phantom'], excluded: ['metamask'] },
    })
  })

  test('unknown ids and a wallet both featured and excluded are refused, changing nothing', async () => {
    const unknown = await setWallets({ featuredWalletIds: ['rainbow', 'no-such-wallet'] })
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { error: unknownWalletsMessage(['no-such-wallet']) },
    ])
    const both = await setWallets({
      featuredWalletIds: ['trust-wallet', 'zerion'],
      excludedWalletIds: ['zerion'],
    })
    expect([both.status, await both.json()]).toEqual([400, { error: featuredAndExcludedMessage(['zerion']) }])
    // Featuring what the project already excludes contradicts the stored list.
    const againstStored = await setWallets({ featuredWalletIds: ['metamask'] })
    expect([againstStored.status, await againstStored.json()]).toEqual([
      400,
      { error: featuredAndExcludedMessage(['metamask']) },
    ])
    const stored = await adminFetch(cloud.url, `/admin/v1/projects/${project.id}`, { session: ops.session })
    expect(await stored.json()).toMatchObject({
      featuredWalletIds: ['rainbow', 'phantom'],
      excludedWalletIds: ['metamask'],
    })
    // Emptied lists give the catalogue back its own order.
    expect((await setWallets({ featuredWalletIds: [], excludedWalletIds: [] })).status).toBe(200)
    expect((await catalogueOf())[0]).toBe('metamask')
  })
})
