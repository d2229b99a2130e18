// `npm test`: installs what is missing, builds, type-checks and lints, runs every unit and browser
// test, and ends with one line `N passed, N failed` that counts all of them.
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensurePnpm, ensureSystemPackages, installDependencies } from './lib/bootstrap.mjs'
import { repoRoot } from './lib/paths.mjs'
import { summarize } from './lib/summarizeReports.mjs'

function clearReports() {
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(repoRoot, group)))
      rmSync(join(repoRoot, group, name, '.test-results'), { recursive: true, force: true })
  }
  rmSync(join(repoRoot, 'bench', '.test-results'), { recursive: true, force: true })
  rmSync(join(repoRoot, 'scripts', '.test-results'), { recursive: true, force: true })
}

let setupFailed = false
try {
  ensurePnpm()
  ensureSystemPackages()
  installDependencies()
} catch (error) {
  console.error(`Setup failed: ${error.message}`)
  setupFailed = true
}

let runFailed = setupFailed
if (!setupFailed) {
  clearReports()
  // --continue: one failing package must not hide the others' results. Two tasks at a time, as CI
  // has two cores: the suites start real chains, databases and browsers.
  const run = spawnSync(
    'pnpm',
    [
      ...['exec', 'turbo', 'run', 'build', 'typecheck', 'lint', 'test', 'test:e2e', 'test:scripts'],
      ...['--continue', '--concurrency=2'],
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  )
  runFailed = run.status !== 0
}

const { total, lines } = summarize(repoRoot)
console.log('')
for (const line of lines) console.log(line)
// Setup, a build, a type check or lint broke while every test that ran passed: still a failed run.
if (runFailed && total.failed === 0) {
  console.log('setup, build, typecheck or lint: failed (see the output above)')
  total.failed = 1
}
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
process.exit(total.failed > 0 ? 1 : 0)
