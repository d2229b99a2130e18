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

/** Installs Debian's Chromium with apt when it is missing; Playwright never downloads a browser here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium with apt`)
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
    run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'])
  } catch (error) {
    throw new Error(
      `Could not install Chromium with apt (${error.message}). Install it yourself with ` +
        `"sudo apt-get install chromium", or set PORTICO_CHROMIUM to a Chromium binary.`,
    )
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`apt installed chromium, but ${CHROMIUM_PATH} is still missing`)
}

/** Installs the workspace's dependencies exactly as the lockfile pins them. */
export function installDependencies() {
  execFileSync('pnpm', ['install', '--frozen-lockfile'], { cwd: repoRoot, stdio: 'inherit' })
}
