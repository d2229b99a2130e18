// The local cloud's secrets, made once per stack folder and kept: a restart of `npm run demo` must still
// open the embedded wallets and sign-in sessions its persistent database holds.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function ensureFile(path, make) {
  // Owner-only, like any key file; `wx` never overwrites one a previous run made.
  if (!existsSync(path)) writeFileSync(path, make(), { mode: 0o600, flag: 'wx' })
  return path
}

/**
 * The files `portico-cloud --session-key` and `--wallet-key` read, the local OpenID provider's client
 * secret (`portico-oidc-provider --client-secret-file`) and the dashboard admin's password, in `stateDir`.
 */
export function ensureStackSecrets(stateDir) {
  return {
    sessionKeyFile: ensureFile(join(stateDir, 'cloud-session-key.pem'), () =>
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }),
    ),
    walletKeyFile: ensureFile(join(stateDir, 'cloud-wallet-key'), () => randomBytes(32).toString('hex')),
    oidcClientSecretFile: ensureFile(join(stateDir, 'oidc-client-secret'), () =>
      randomBytes(32).toString('base64url'),
    ),
    adminPasswordFile: ensureFile(join(stateDir, 'cloud-admin-password'), () =>
      randomBytes(18).toString('base64url'),
    ),
  }
}
