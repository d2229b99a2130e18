import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { startCloudProcess } from '../../cloudProcess.shared'
import { repoRoot } from './paths.mjs'
import { ensureStackAdmin, STACK_ADMIN_USERNAME } from './stackAdmin.mjs'

function stackFolder(password = 'a-long-enough-password') {
  const folder = mkdtempSync(join(tmpdir(), 'stack-admin-'))
  const passwordFile = join(folder, 'cloud-admin-password')
  writeFileSync(passwordFile, `${password}\n`)
  return { database: join(folder, 'cloud-db'), passwordFile }
}

const signIn = (cloudUrl, username, password) =>
  fetch(`${cloudUrl}/admin/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cloudUrl },
    body: JSON.stringify({ username, password }),
  })

test('made once on the stack database; the next start keeps it; the dashboard takes its password and no other', async () => {
  const { database, passwordFile } = stackFolder()
  expect(ensureStackAdmin(database, passwordFile)).toEqual({ username: STACK_ADMIN_USERNAME, passwordFile })
  expect(ensureStackAdmin(database, passwordFile)).toEqual({ username: STACK_ADMIN_USERNAME, passwordFile })

  const cloud = await startCloudProcess({ database })
  try {
    const accepted = await signIn(cloud.url, STACK_ADMIN_USERNAME, 'a-long-enough-password')
    expect(accepted.status).toBe(200)
    expect((await accepted.json()).admin.username).toBe(STACK_ADMIN_USERNAME)
    expect((await signIn(cloud.url, STACK_ADMIN_USERNAME, 'not-the-password-at-all')).status).toBe(401)
  } finally {
    await cloud.stop()
  }
}, 60_000)

test("any other failure of the cloud's CLI stops the stack with its message", () => {
  const { database, passwordFile } = stackFolder('short')
  expect(() => ensureStackAdmin(database, passwordFile)).toThrow(/at least 12 characters/)
  expect(() => ensureStackAdmin(database, passwordFile, join(repoRoot, 'no-such-cli.js'))).toThrow(
    /no-such-cli\.js/,
  )
})
