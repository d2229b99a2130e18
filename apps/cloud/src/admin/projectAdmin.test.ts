import { DEFAULT_REMOTE_FEATURES } from '@portico/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedCatalogue } from '../catalogue/seedCatalogue'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { listProjectFeatures } from '../projects/findProject'
import type { AdminContext } from './adminContext'
import { PROJECT_NOT_FOUND_MESSAGE, unknownWalletsMessage } from './adminErrors'
import { listAdminProjects, readAdminProject } from './adminProject'
import { addAllowedOrigin, removeAllowedOrigin } from './allowedOrigins'
import { listAuditEntries } from './auditLog'
import { createProject } from './createProject'
import { deleteProject } from './deleteProject'
import { renameProject } from './renameProject'
import { setProjectFeatures } from './setProjectFeatures'
import { setProjectWallets } from './setProjectWallets'

describe('project administration', () => {
  let db: Database
  let context: AdminContext
  const at = Date.parse('2026-11-25T10:00:00Z')
  beforeAll(async () => {
    db = await openDatabase('memory://')
    await migrate(db)
    await seedCatalogue(db)
    context = { db, actor: 'admin:ops', now: () => at }
  })
  afterAll(() => db?.close())

  test('a project is created with a random id, SPEC §9 defaults and no origins; each change is audited', async () => {
    const project = await createProject(context, { name: '  Shop  ' })
    expect(project.id).toMatch(/^[0-9a-f]{32}$/)
    expect((await createProject(context, { name: 'Other' })).id).not.toBe(project.id)
    expect(project).toMatchObject({ name: 'Shop', allowedOrigins: [], features: DEFAULT_REMOTE_FEATURES })

    await addAllowedOrigin(context, { projectId: project.id, origin: 'https://Shop.example/' })
    await addAllowedOrigin(context, { projectId: project.id, origin: 'https://shop.example' })
    await renameProject(context, { projectId: project.id, name: 'Shop EU' })
    await setProjectFeatures(context, { projectId: project.id, changes: { email: false, swaps: false } })
    await setProjectWallets(context, {
      projectId: project.id,
      featured: ['metamask'],
      excluded: ['trust-wallet'],
    })
    const changed = await readAdminProject(db, project.id)
    expect(changed).toMatchObject({
      name: 'Shop EU',
      allowedOrigins: ['https://shop.example'],
      features: { ...DEFAULT_REMOTE_FEATURES, email: false, swaps: false },
      featuredWalletIds: ['metamask'],
      excludedWalletIds: ['trust-wallet'],
    })
    // SPEC §7: the wire entries core reads, email riding in social_login.
    const social = (await listProjectFeatures(db, project.id)).find((entry) => entry.id === 'social_login')
    expect(social?.config).not.toContain('email')

    await setProjectFeatures(context, { projectId: project.id, changes: { email: null, swaps: null } })
    expect((await readAdminProject(db, project.id)).features).toEqual(DEFAULT_REMOTE_FEATURES)
    await removeAllowedOrigin(context, { projectId: project.id, origin: 'https://SHOP.example' })
    expect((await readAdminProject(db, project.id)).allowedOrigins).toEqual([])

    const entries = await listAuditEntries(db, { projectId: project.id })
    expect(entries.map((entry) => entry.action)).toEqual([
      'origin.remove',
      'features.set',
      'wallets.set',
      'features.set',
      'project.rename',
      'origin.add',
      'project.create',
    ])
    expect(entries[0]).toMatchObject({
      actor: 'admin:ops',
      at: '2026-11-25T10:00:00.000Z',
      projectId: project.id,
    })
    expect(entries[4]?.details).toEqual({ from: 'Shop', to: 'Shop EU' })
  })

  test('unknown wallets, unknown feature values and unknown projects are refused, changing nothing', async () => {
    const project = await createProject(context, { name: 'Strict' })
    await expect(
      setProjectWallets(context, { projectId: project.id, featured: ['no-such-wallet'] }),
    ).rejects.toThrow(unknownWalletsMessage(['no-such-wallet']))
    await expect(
      setProjectFeatures(context, { projectId: project.id, changes: { socials: ['google', 'myspace'] } }),
    ).rejects.toThrow('invalid feature socials: unknown myspace')
    await expect(renameProject(context, { projectId: 'missing', name: 'x' })).rejects.toThrow(
      PROJECT_NOT_FOUND_MESSAGE,
    )
    await expect(deleteProject(context, 'missing')).rejects.toThrow(PROJECT_NOT_FOUND_MESSAGE)
    expect(await readAdminProject(db, project.id)).toEqual(project)
    expect((await listAuditEntries(db, { projectId: project.id })).map((entry) => entry.action)).toEqual([
      'project.create',
    ])
  })

  test('a deleted project is gone with its features; its audit entries stay', async () => {
    const project = await createProject(context, { name: 'Short-lived' })
    await deleteProject(context, project.id)
    await expect(readAdminProject(db, project.id)).rejects.toThrow(PROJECT_NOT_FOUND_MESSAGE)
    expect((await listAdminProjects(db)).map((listed) => listed.id)).not.toContain(project.id)
    expect(await listProjectFeatures(db, project.id)).toEqual([])
    expect((await listAuditEntries(db, { projectId: project.id })).map((entry) => entry.action)).toEqual([
      'project.delete',
      'project.create',
    ])
  })
})
