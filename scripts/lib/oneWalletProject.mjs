// A second project of the local stack, with the multiWallet feature off, made through
// the cloud's own admin CLI on the stack's database, so the demo can show the feature's "off" side.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from './paths.mjs'

export const ONE_WALLET_PROJECT_NAME = 'Portico Demo (one wallet at a time)'
// The demo's project serves local pages on any port; this one does the same (apps/cloud DEMO_ALLOWED_ORIGINS).
const LOCAL_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']

/**
 * The id of the stack's one-wallet project in `database`, made on first start (a project the stack made before
 * is kept, with what an operator changed since). Runs before the cloud opens the database.
 */
export function ensureOneWalletProject(database, cloudCli = join(repoRoot, 'apps/cloud/dist/cli.js')) {
  const admin = (...args) =>
    JSON.parse(
      execFileSync(process.execPath, [cloudCli, ...args, '--database', database, '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    )
  const existing = admin('projects', 'list').find((project) => project.name === ONE_WALLET_PROJECT_NAME)
  if (existing) return existing.id
  const { id } = admin('projects', 'create', '--name', ONE_WALLET_PROJECT_NAME)
  for (const origin of LOCAL_ORIGINS) admin('origins', 'add', id, origin)
  admin('features', 'set', id, '--multi-wallet', 'off')
  return id
}
