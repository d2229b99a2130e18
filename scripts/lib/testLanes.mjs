// How `npm test` spreads the suites over CI's two cores: the build first, then two lanes side by side.

/** Every task `npm test` runs once the workspace is built. */
export const CHECK_TASKS = ['typecheck', 'lint', 'test', 'test:e2e', 'test:scripts']

/**
 * The demo's e2e suite alone is about half of the run: it leads one lane, followed by the gallery's
 * screenshots, the docs site's walk (~1.5 min), the registry install, the embedded wallet's frame suites and
 * the root's own tasks; every other package (and its type check) fills the other lane, so a new package joins
 * that one by itself. The demo runs
 * as the browser lane's first turbo run of its own: within one run turbo picks the order, and a long suite
 * started late is the run's tail. Balanced on a clean-clone run's report times (docs/testing.md): f151c29's
 * lanes ended 4 minutes apart, the embedded wallet's suites took ~2.7.
 */
export const BROWSER_LANE_STEPS = [
  ['@portico/demo'],
  ['@portico/gallery', '@portico/docs', '@portico/registry-install', '@portico/embedded-wallet', '//'],
]

/** Every package of the browser lane. */
export const BROWSER_LANE_PACKAGES = BROWSER_LANE_STEPS.flat()

/** The two lanes, each a list of turbo filters run one after another: the browser lane's, and all the others. */
export function testLanes() {
  return [
    {
      name: 'browser suites',
      steps: BROWSER_LANE_STEPS.map((step) => step.map((name) => `--filter=${name}`)),
    },
    { name: 'packages', steps: [BROWSER_LANE_PACKAGES.map((name) => `--filter=!${name}`)] },
  ]
}

/** turbo's arguments for one step of a lane: its tasks one at a time, on past a failure so every report is written. */
export function laneTurboArgs(filters) {
  return ['exec', 'turbo', 'run', ...CHECK_TASKS, ...filters, '--continue', '--concurrency=1']
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
