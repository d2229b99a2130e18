// `npm run test:stress`: the demo's e2e suite and the cloud's suites side by side while one core spins, as on
// a newcomer's busy machine; a test that passes only on a quiet machine fails here. Ends `N passed, N failed`.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { burnOneCore } from './lib/burnCpu.mjs'
import { repoRoot } from './lib/paths.mjs'
import { timingLines } from './lib/reportTimings.mjs'
import { timedPnpm } from './lib/runPnpm.mjs'
import { summarize } from './lib/summarizeReports.mjs'
import { BUILD_TURBO_ARGS, STRESS_LANES, stressTurboArgs } from './lib/testLanes.mjs'

const folders = STRESS_LANES.map((lane) => lane.folder)
for (const folder of folders)
  rmSync(join(repoRoot, folder, '.test-results'), { recursive: true, force: true })

const build = await timedPnpm('build', BUILD_TURBO_ARGS)
const burner = burnOneCore()
const lanes = build.succeeded
  ? await Promise.all(STRESS_LANES.map((lane) => timedPnpm(`lane ${lane.name}`, stressTurboArgs(lane))))
  : []
await burner.stop()

const { total, lines } = summarize(repoRoot, folders)
console.log('')
for (const line of timingLines([build, ...lanes], repoRoot, { folders })) console.log(line)
for (const line of lines) console.log(line)
if (!build.succeeded && total.failed === 0) {
  console.log('build: failed (see the output above)')
  total.failed = 1
}
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
process.exit(total.failed > 0 ? 1 : 0)
