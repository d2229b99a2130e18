// `npm test`: installs what is missing, builds, type-checks and lints, runs every unit and browser
// test, and ends with one line `N passed, N failed` that counts all of them.
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensurePnpm, ensureSystemPackages, installDependencies } from './lib/bootstrap.mjs'
import { repoRoot } from './lib/paths.mjs'
import { timingLines } from './lib/reportTimings.mjs'
import { timedPnpm, timedPnpmSteps } from './lib/runPnpm.mjs'
import { summarize } from './lib/summarizeReports.mjs'
import { BUILD_TURBO_ARGS, laneTurboArgs, testLanes } from './lib/testLanes.mjs'

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
let timings = []
if (!setupFailed) {
  clearReports()
  // The build first, so the lanes never build one package twice at once; then the lanes side by side
  // (scripts/lib/testLanes.mjs). --continue everywhere: one failing package must not hide the others' results.
  const build = await timedPnpm('build', BUILD_TURBO_ARGS)
  const lanes = await Promise.all(
    testLanes().map((lane) => timedPnpmSteps(`lane ${lane.name}`, lane.steps.map(laneTurboArgs))),
  )
  timings = [build, ...lanes]
  runFailed = [build, ...lanes].some((step) => !step.succeeded)
}

const { total, lines } = summarize(repoRoot)
console.log('')
for (const line of timingLines(timings, repoRoot)) console.log(line)
for (const line of lines) console.log(line)
// Setup, a build, a type check or lint broke while every test that ran passed: still a failed run.
if (runFailed && total.failed === 0) {
  console.log('setup, build, typecheck or lint: failed (see the output above)')
  total.failed = 1
}
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
process.exit(total.failed > 0 ? 1 : 0)
