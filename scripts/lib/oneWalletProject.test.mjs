import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ensureOneWalletProject, ONE_WALLET_PROJECT_NAME } from './oneWalletProject.mjs'
import { repoRoot } from './paths.mjs'

const show = (database, id) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [join(repoRoot, 'apps/cloud/dist/cli.js'), 'projects', 'show', id, '--database', database, '--json'],
      { encoding: 'utf8' },
    ),
  )

test('made once on a fresh database, multiWallet off, local pages allowed; the next start finds the same one', () => {
  const database = join(mkdtempSync(join(tmpdir(), 'one-wallet-project-')), 'cloud-db')
  const id = ensureOneWalletProject(database)
  const project = show(database, id)
  expect(project).toMatchObject({
    name: ONE_WALLET_PROJECT_NAME,
    allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
  })
  expect(project.features.multiWallet).toBe(false)
  expect(ensureOneWalletProject(database)).toBe(id)
})

test('a cloud CLI that fails stops the stack with its message', () => {
  const database = join(mkdtempSync(join(tmpdir(), 'one-wallet-project-')), 'cloud-db')
  expect(() => ensureOneWalletProject(database, join(repoRoot, 'no-such-cli.js'))).toThrow(/no-such-cli\.js/)
})
