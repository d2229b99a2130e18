// The one way the root's run scripts start pnpm: its output shown as it comes, its time measured.
import { spawn } from 'node:child_process'
import { repoRoot } from './paths.mjs'

/** Runs pnpm with these arguments at the root; resolves to whether it succeeded. */
export function runPnpm(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: repoRoot, stdio: 'inherit' })
    child.once('error', () => resolve(false))
    child.once('exit', (code) => resolve(code === 0))
  })
}

/** Runs pnpm as runPnpm does; resolves to the step's name, whether it succeeded and how long it took. */
export function timedPnpm(name, args) {
  return timedPnpmSteps(name, [args])
}

/** Several pnpm runs one after another, each run even when one before it failed (turbo's --continue, a level up). */
export async function timedPnpmSteps(name, steps) {
  const started = Date.now()
  let succeeded = true
  for (const args of steps) succeeded = (await runPnpm(args)) && succeeded
  return { name, succeeded, ms: Date.now() - started }
}
