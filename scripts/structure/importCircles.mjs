import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from '../lib/paths.mjs'

/** Core's dependency-cruiser rules: no circle, type-only imports counted. */
export const CORE_CRUISER_CONFIG = join(repoRoot, 'packages/core/.dependency-cruiser.cjs')

// The root's devDependency; its package exports no path to the command itself.
const depcruise = join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')

/**
 * The import circles dependency-cruiser finds under `folder` (relative to the repo root), one line per
 * module on a circle: `a.ts → b.ts → a.ts`. Empty when there is none.
 */
export function importCircles(folder, config = CORE_CRUISER_CONFIG) {
  const run = spawnSync(
    process.execPath,
    [depcruise, '--config', config, '--output-type', 'json', '--progress', 'none', folder],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  // It exits with the number of violations, so only a missing report is a failure of the tool itself.
  if (!run.stdout) throw new Error(`dependency-cruiser printed no report: ${run.stderr || run.error}`)
  const { summary } = JSON.parse(run.stdout)
  return summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) => [violation.from, ...violation.cycle.map((step) => step.name)].join(' → '))
}
