import { parseRemoteFeatures, type RemoteFeatureEntry } from '@portico/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { INVALID_PROJECT_ID_MESSAGE, ORIGIN_NOT_ALLOWED_MESSAGE } from '../../errors'
import type { Cloud } from '../../startCloud'
import { BACKENDS, cloudUrl, startTestCloud } from '../../test/testCloud'
import type { AdminProject } from '../adminProject'
import { adminFetch, type SignedIn, signIn } from './adminTestClient'

const SECRET = 'bootstrap-secret-for-tests-0123456789'
const PAGE = 'https://www.shop.example'

// An admin's change is what the modal reads at its next configuration fetch (SPEC §1, §6, §7).
describe.each(BACKENDS)('admin changes served to the modal on %s', (backend) => {
  let cloud: Cloud
  let ops: SignedIn
  let project: AdminProject
  beforeAll(async () => {
    cloud = await startTestCloud(backend, { adminBootstrapSecret: SECRET })
    const credentials = { username: 'ops', password: 'correct horse battery staple' }
    const bootstrap = await adminFetch(cloud.url, '/admin/v1/bootstrap', {
      method: 'POST',
      body: { secret: SECRET, ...credentials },
    })
    expect(bootstrap.status).toBe(201)
    ops = await signIn(cloud.url, credentials.username, credentials.password)
  })
  afterAll(() => cloud?.close())

  const change = async (path: string, method: string, body?: unknown) => {
    const response = await adminFetch(cloud.url, path, {
      method,
      session: ops.session,
      csrf: ops.csrf,
      ...(body ? { body } : {}),
    })
    expect(response.status).toBeLessThan(300)
    return response.status === 204 ? undefined : ((await response.json()) as AdminProject)
  }
  const sdk = (path: string, extra: Record<string, string> = {}) =>
    fetch(cloudUrl(cloud, path, { projectId: project.id, ...extra }), { headers: { origin: PAGE } })
  const remoteFeatures = async () => {
    const response = await sdk('/appkit/v1/config')
    expect(response.status).toBe(200)
    return parseRemoteFeatures(((await response.json()) as { features: RemoteFeatureEntry[] }).features)
  }

  test('a new project refuses every page until an origin is allowed, then serves SPEC §9 defaults', async () => {
    project = (await change('/admin/v1/projects', 'POST', { name: 'Shop' })) as AdminProject
    const refused = await sdk('/appkit/v1/config')
    expect([refused.status, await refused.json()]).toEqual([403, { error: ORIGIN_NOT_ALLOWED_MESSAGE }])
    await change(`/admin/v1/projects/${project.id}/origins`, 'POST', { origin: 'https://*.shop.example' })
    expect(await remoteFeatures()).toMatchObject({ email: true, swaps: ['1inch'], multiWallet: false })
    expect(await (await sdk('/projects/v1/origins')).json()).toEqual({
      allowedOrigins: ['https://*.shop.example'],
    })
  })

  test('features set by the admin are the next fetch’s features; null is the default again', async () => {
    await change(`/admin/v1/projects/${project.id}/features`, 'PATCH', {
      email: false,
      socials: ['google', 'github'],
      swaps: false,
      multiWallet: true,
    })
    expect(await remoteFeatures()).toMatchObject({
      email: false,
      socials: ['google', 'github'],
      swaps: false,
      onramp: ['meld', 'coinbase'],
      multiWallet: true,
    })
    await change(`/admin/v1/projects/${project.id}/features`, 'PATCH', { swaps: null, multiWallet: null })
    expect(await remoteFeatures()).toMatchObject({ email: false, swaps: ['1inch'], multiWallet: false })
  })

  test('a bad origin is refused with its reason and changes nothing', async () => {
    const response = await adminFetch(cloud.url, `/admin/v1/projects/${project.id}/origins`, {
      method: 'POST',
      session: ops.session,
      csrf: ops.csrf,
      body: { origin: 'https://shop.example/checkout' },
    })
    expect([response.status, await response.json()]).toEqual([
      400,
      {
        error:
          'invalid origin "https://shop.example/checkout": an origin has no path, query or fragment: write https://shop.example',
      },
    ])
    expect(await (await sdk('/projects/v1/origins')).json()).toEqual({
      allowedOrigins: ['https://*.shop.example'],
    })
  })

  test('featured wallets lead the project’s catalogue and excluded ones are gone from it', async () => {
    const before = (await (await sdk('/getWallets', { page: '1', entries: '4' })).json()) as {
      data: { id: string }[]
    }
    expect(before.data[0]?.id).toBe('metamask')
    await change(`/admin/v1/projects/${project.id}`, 'PATCH', {
      featuredWalletIds: ['rainbow', 'phantom'],
      excludedWalletIds: ['metamask'],
    })
    const after = (await (await sdk('/getWallets', { page: '1', entries: '4' })).json()) as {
      data: { id: string }[]
    }
    expect(after.data.slice(0, 2).map((wallet) => wallet.id)).toEqual(['rainbow', 'phantom'])
    const search = (await (await sdk('/getWallets', { search: 'metamask' })).json()) as {
      data: { id: string }[]
    }
    expect(search.data.map((wallet) => wallet.id)).toEqual(['metamask-flask'])
  })

  test('a removed origin is refused at once; a deleted project is an invalid key', async () => {
    await change(
      `/admin/v1/projects/${project.id}/origins?origin=${encodeURIComponent('https://*.shop.example')}`,
      'DELETE',
    )
    const refused = await sdk('/appkit/v1/config')
    expect([refused.status, await refused.json()]).toEqual([403, { error: ORIGIN_NOT_ALLOWED_MESSAGE }])
    await change(`/admin/v1/projects/${project.id}`, 'DELETE')
    const gone = await sdk('/appkit/v1/config')
    expect([gone.status, await gone.json()]).toEqual([401, { error: INVALID_PROJECT_ID_MESSAGE }])
  })
})
