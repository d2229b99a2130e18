// What the README's commands need on a machine that has only Node and npm: pnpm, dependencies, Chromium.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { repoRoot } from './paths.mjs'

export const PNPM_VERSION = '12.21.0'
export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'
const TOOLS_DIR = join(repoRoot, '.portico', 'tools')

function pnpmVersionOnPath() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : undefined
}

/** Puts pnpm 12.21.0 on PATH for this process and its children, installing it under .portico/tools if needed. */
export function ensurePnpm() {
  const toolsBin = join(TOOLS_DIR, 'node_modules', '.bin')
  process.env.PATH = `${toolsBin}${delimiter}${process.env.PATH ?? ''}`
  if (pnpmVersionOnPath() === PNPM_VERSION) return
  console.log(`Installing pnpm ${PNPM_VERSION} into .portico/tools`)
  execFileSync(
    'npm',
    ['install', '--prefix', TOOLS_DIR, '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    {
      stdio: 'inherit',
    },
  )
  const installed = pnpmVersionOnPath()
  if (installed !== PNPM_VERSION)
    throw new Error(`pnpm ${PNPM_VERSION} could not be installed (found ${installed ?? 'none'})`)
}

/**
 * Debian packages the tests run for real: Chromium for Playwright (never a downloaded browser),
 * Redis and PostgreSQL for the relay and cloud suites. Each is found by a file it installs. No font:
 * the gallery's screenshots use the font files its lockfile pins and none of the machine's.
 */
export const SYSTEM_PACKAGES = [
  { name: 'chromium', file: CHROMIUM_PATH },
  { name: 'redis-server', file: '/usr/bin/redis-server' },
  { name: 'postgresql', file: '/usr/lib/postgresql/15/bin/postgres' },
]

/** Installs the missing SYSTEM_PACKAGES with apt (as root, or through sudo -n). */
export function ensureSystemPackages(packages = SYSTEM_PACKAGES) {
  const missing = packages.filter((entry) => !existsSync(entry.file))
  if (missing.length === 0) return
  const names = missing.map((entry) => entry.name)
  console.log(`Installing Debian packages with apt: ${names.join(', ')}`)
  const asRoot = process.getuid?.() === 0
  const run = (args) => {
    const [command, ...rest] = asRoot ? args : ['sudo', '-n', ...args]
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  try {
    run(['apt-get', 'update'])
    run(['apt-get', 'install', '-y', '--no-install-recommends', ...names])
  } catch (error) {
    throw new Error(
      `Could not install ${names.join(', ')} with apt (${error.message}). ` +
        `Install them yourself with "sudo apt-get install ${names.join(' ')}".`,
    )
  }
  const stillMissing = missing.filter((entry) => !existsSync(entry.file))
  if (stillMissing.length > 0) {
    throw new Error(
      `apt finished, but ${stillMissing.map((entry) => entry.file).join(', ')} is still missing`,
    )
  }
}

/** Installs the workspace's dependencies exactly as the lockfile pins them. */
export function installDependencies() {
  execFileSync('pnpm', ['install', '--frozen-lockfile'], { cwd: repoRoot, stdio: 'inherit' })
}
