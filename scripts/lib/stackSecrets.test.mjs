import { createPrivateKey } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ensureStackSecrets } from './stackSecrets.mjs'

test('made once, owner-only, and the same on the next start', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'stack-secrets-'))
  const first = ensureStackSecrets(stateDir)
  const session = readFileSync(first.sessionKeyFile, 'utf8')
  const wallet = readFileSync(first.walletKeyFile, 'utf8')
  expect(createPrivateKey(session).asymmetricKeyType).toBe('ed25519')
  expect(wallet).toMatch(/^[0-9a-f]{64}$/)
  const oidcSecret = readFileSync(first.oidcClientSecretFile, 'utf8')
  expect(oidcSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const adminPassword = readFileSync(first.adminPasswordFile, 'utf8')
  // The cloud asks an admin's password for at least 12 characters.
  expect(adminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/)
  for (const file of [
    first.sessionKeyFile,
    first.walletKeyFile,
    first.oidcClientSecretFile,
    first.adminPasswordFile,
  ])
    expect(statSync(file).mode & 0o777).toBe(0o600)

  const second = ensureStackSecrets(stateDir)
  expect(readFileSync(second.sessionKeyFile, 'utf8')).toBe(session)
  expect(readFileSync(second.walletKeyFile, 'utf8')).toBe(wallet)
  expect(readFileSync(second.oidcClientSecretFile, 'utf8')).toBe(oidcSecret)
  expect(readFileSync(second.adminPasswordFile, 'utf8')).toBe(adminPassword)
  expect(ensureStackSecrets(mkdtempSync(join(tmpdir(), 'stack-secrets-'))).walletKeyFile).not.toBe(
    first.walletKeyFile,
  )
})
