// The local stack's cloud has an admin from the first start, made with the cloud's own admin CLI on
// the stack's database, so a person (or a test) signs in to the dashboard at once.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './paths.mjs'

export const STACK_ADMIN_USERNAME = 'admin'
// apps/cloud USERNAME_TAKEN_MESSAGE: the admin a previous start made is kept.
const ADMIN_EXISTS = 'an admin with this username exists'

/**
 * Makes the stack's admin on `database` with the password kept in `passwordFile` (ensureStackSecrets), once;
 * a later start finds it. Runs before the cloud opens the database. Returns how to sign in.
 */
export function ensureStackAdmin(
  database,
  passwordFile,
  cloudCli = join(repoRoot, 'apps/cloud/dist/cli.js'),
) {
  const password = readFileSync(passwordFile, 'utf8').trim()
  const args = ['admins', 'create', '--username', STACK_ADMIN_USERNAME, '--password-stdin']
  try {
    execFileSync(process.execPath, [cloudCli, ...args, '--database', database, '--json'], {
      input: password,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    })
  } catch (error) {
    if (!String(error.stderr ?? '').includes(ADMIN_EXISTS)) throw error
  }
  return { username: STACK_ADMIN_USERNAME, passwordFile }
}
