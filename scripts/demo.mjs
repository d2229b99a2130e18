// `npm run demo`: installs what is missing, builds, starts the local stack and the demo, and stops
// every process it started on Ctrl-C. Options: --port <demo port> (default 5173).
import { execFileSync } from 'node:child_process'
import { ensurePnpm, installDependencies } from './lib/bootstrap.mjs'
import { repoRoot } from './lib/paths.mjs'
import { runStack } from './lib/runStack.mjs'
import { parseStackArgs } from './lib/stackArgs.mjs'

try {
  const options = parseStackArgs(process.argv.slice(2))
  ensurePnpm()
  installDependencies()
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  })
  await runStack(options)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
