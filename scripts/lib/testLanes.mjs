// How `npm test` spreads the suites over CI's two cores: the build first, then two lanes side by side.

/** Every task `npm test` runs once the workspace is built. */
export const CHECK_TASKS = ['typecheck', 'lint', 'test', 'test:e2e', 'test:scripts']

/**
 * The demo's e2e suite alone is about half of the run: it leads one lane, with the gallery's screenshots, the
 * registry install, the embedded wallet's frame suites and the root's own tasks, and every other package (and
 * its type check) fills the other lane, so a new package joins that one by itself. Given to turbo as one task
 * at a time each, the long suite starts at once instead of whenever turbo picks it. Balanced on a clean-clone
 * run's report times (docs/testing.md): f151c29's lanes ended 4 minutes apart, the embedded wallet's ~2.7.
 */
export const BROWSER_LANE_PACKAGES = [
  '@portico/demo',
  '@portico/gallery',
  '@portico/registry-install',
  '@portico/embedded-wallet',
  '//',
]

/** The two lanes, each a turbo filter: the browser lane's packages, and all the others. */
export function testLanes() {
  return [
    { name: 'browser suites', filters: BROWSER_LANE_PACKAGES.map((name) => `--filter=${name}`) },
    { name: 'packages', filters: BROWSER_LANE_PACKAGES.map((name) => `--filter=!${name}`) },
  ]
}

/** turbo's arguments for one lane: its tasks one at a time, on past a failure so every report is written. */
export function laneTurboArgs(lane) {
  return ['exec', 'turbo', 'run', ...CHECK_TASKS, ...lane.filters, '--continue', '--concurrency=1']
}

/** turbo's arguments for the build every lane starts from: two packages at a time, as CI has two cores. */
export const BUILD_TURBO_ARGS = ['exec', 'turbo', 'run', 'build', '--continue', '--concurrency=2']

/**
 * `npm run test:stress`: the two suites that start the most processes, side by side, each task run even when
 * turbo has its result cached (`--force`), without their builds (`--only`: the workspace is built first).
 */
export const STRESS_LANES = [
  { name: 'demo e2e', folder: 'apps/demo', tasks: ['test:e2e'], filter: '--filter=@portico/demo' },
  { name: 'cloud', folder: 'apps/cloud', tasks: ['test', 'test:e2e'], filter: '--filter=@portico/cloud' },
]

/** turbo's arguments for one stress lane. */
export function stressTurboArgs(lane) {
  return [
    'exec',
    'turbo',
    'run',
    ...lane.tasks,
    lane.filter,
    '--only',
    '--force',
    '--continue',
    '--concurrency=1',
  ]
}
