import { afterEach, expect, test } from 'vitest'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { HttpError } from '../errors'
import { seedProjects } from '../projects/seedProjects'
import { KEY_EXPORT_NO_EMAIL_MESSAGE } from './keyExportErrors'
import { sessionUserEmail } from './sessionUserEmail'

const opened: Database[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()))
})

/** A migrated database with one project and its users: an email one, and a Farcaster one without email. */
async function database(): Promise<Database> {
  const db = await openDatabase('memory://')
  opened.push(db)
  await migrate(db)
  await seedProjects(db, [{ id: 'shop', name: 'Shop', allowedOrigins: [] }])
  for (const [id, email] of [
    ['ada', 'ada@example.com'],
    ['fid', null],
  ])
    await db.query('insert into embedded_users (id, project_id, email, created_at) values ($1, $2, $3, $4)', [
      id,
      'shop',
      email,
      new Date(),
    ])
  return db
}

test("an export code goes to the session user's email", async () => {
  expect(await sessionUserEmail(await database(), { projectId: 'shop', userId: 'ada' })).toBe(
    'ada@example.com',
  )
})

test('a wallet without an email (Farcaster) is refused in words, and so is a user of another project', async () => {
  const db = await database()
  for (const user of [
    { projectId: 'shop', userId: 'fid' },
    { projectId: 'other', userId: 'ada' },
  ]) {
    const refusal = await sessionUserEmail(db, user).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toMatchObject({ status: 409, message: KEY_EXPORT_NO_EMAIL_MESSAGE })
  }
})
