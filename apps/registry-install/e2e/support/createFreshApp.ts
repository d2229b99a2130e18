import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { writeRegistryConfig } from './publishWorkspace'
import { freshAppTemplate, repoRoot } from './repoPaths'

/** A patch of viem other than the workspace's, so the test sees whether Portico brings its own copy. */
export const APP_VIEM_VERSION = '2.57.13'

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

function versionsOf(manifestPath: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(repoRoot, manifestPath), 'utf8')) as Manifest
  return { ...manifest.dependencies, ...manifest.devDependencies }
}

function pinned(name: string, versions: Record<string, string>): string {
  const version = versions[name]
  if (!version) throw new Error(`no pinned version of ${name} to give the fresh app`)
  return `${name}@${version}`
}

const run = promisify(execFile)

/** npm in `cwd`; asynchronous, since the registry it installs from answers from this same process. */
export async function npm(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('npm', args, { cwd, maxBuffer: 64 * 1024 * 1024 })
  return stdout
}

/**
 * A Vite + React app outside the workspace, as a host makes one: Portico's packages come from the local
 * registry by name only (`npm i @portico/react`), everything else from the machine's npm registry.
 */
export async function createFreshApp(workDir: string, registryUrl: string, token: string): Promise<string> {
  const dir = join(workDir, 'fresh-app')
  cpSync(freshAppTemplate, dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'fresh-app', private: true, type: 'module' }, null, 2)}\n`,
  )
  writeRegistryConfig(join(dir, '.npmrc'), registryUrl, token)
  // The same React, Vite and TypeScript the demo pins; viem on purpose on another patch.
  const demo = versionsOf('apps/demo/package.json')
  const root = versionsOf('package.json')
  await npm(dir, [
    'install',
    '--save-exact',
    '--no-audit',
    '--no-fund',
    '@portico/react',
    '@portico/adapter-evm',
    pinned('react', demo),
    pinned('react-dom', demo),
    pinned('@wagmi/core', demo),
    `viem@${APP_VIEM_VERSION}`,
  ])
  await npm(dir, [
    'install',
    '--save-dev',
    '--save-exact',
    '--no-audit',
    '--no-fund',
    pinned('vite', demo),
    pinned('@vitejs/plugin-react', demo),
    pinned('@types/react', demo),
    pinned('@types/react-dom', demo),
    pinned('typescript', root),
  ])
  return dir
}

/**
 * `@portico/test-wallets` as a host's e2e tests get it, from the registry, in a folder of the tests' own
 * (the app's dependencies stay the app's). Returns the path of its Playwright helper.
 */
export async function installTestWalletHelper(
  workDir: string,
  registryUrl: string,
  token: string,
): Promise<string> {
  const dir = join(workDir, 'host-tests')
  mkdirSync(dir)
  writeFileSync(join(dir, 'package.json'), '{ "name": "host-tests", "private": true }\n')
  writeRegistryConfig(join(dir, '.npmrc'), registryUrl, token)
  await npm(dir, ['install', '--no-audit', '--no-fund', '@portico/test-wallets', `viem@${APP_VIEM_VERSION}`])
  return join(dir, 'node_modules/@portico/test-wallets/dist/playwright.js')
}
