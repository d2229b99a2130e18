import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PROJECT_CACHE_MS } from '../constants'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { createProjectCache } from './createProjectCache'
import { seedProjects } from './seedProjects'

describe('createProjectCache', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase('memory://')
    await migrate(db)
    await seedProjects(db, [{ id: 'shop', name: 'Shop', allowedOrigins: ['https://shop.example'] }])
  })
  afterAll(() => db?.close())

  test('an operator’s change shows once PROJECT_CACHE_MS has passed, not per request before', async () => {
    let now = 1_000_000
    const projects = createProjectCache(db, () => now)
    expect((await projects.find('shop'))?.allowedOrigins).toEqual(['https://shop.example'])
    expect(await projects.find('later')).toBeUndefined()
    await db.query(`update projects set allowed_origins = '{https://new.example}' where id = 'shop'`)
    await seedProjects(db, [{ id: 'later', name: 'Later', allowedOrigins: [] }])
    now += PROJECT_CACHE_MS
    expect((await projects.find('shop'))?.allowedOrigins).toEqual(['https://shop.example'])
    expect(await projects.find('later')).toBeUndefined()
    now += 1
    expect((await projects.find('shop'))?.allowedOrigins).toEqual(['https://new.example'])
    expect((await projects.find('later'))?.id).toBe('later')
  })
})
