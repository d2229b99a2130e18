/**
 * The one way every Playwright in the repo launches a browser: Debian's Chromium (this machine cannot
 * download one; PORTICO_CHROMIUM points elsewhere), with the background services that would reach the
 * outside network turned off.
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []) {
  return {
    executablePath: process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  }
}

/**
 * What every app's Playwright suite shares: its e2e/*.e2e.ts files, one worker (each suite drives one
 * server or stack), no retries (a flake is a failure), a step's wait that catches hangs only, and the JSON
 * report `npm test` counts.
 */
export function e2eSuite({
  chromiumArgs = [],
  chromiumEnv,
}: {
  chromiumArgs?: readonly string[]
  chromiumEnv?: Record<string, string>
} = {}) {
  return {
    testDir: 'e2e',
    testMatch: '**/*.e2e.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: true,
    timeout: 30_000,
    // Each expect waits on its event and ends the moment it comes; the bound only catches a hang. At
    // Playwright's default 5 s, CI's busy two cores failed example-next's connect step (6c4c4dc), which a
    // quiet machine passes in 0.2 s: a single step's wait is not a speed budget (those live in bench/).
    expect: { timeout: 15_000 },
    reporter: [['list'] as const, ['json', { outputFile: '.test-results/playwright.json' }] as const],
    use: {
      browserName: 'chromium' as const,
      headless: true,
      launchOptions: {
        ...chromiumLaunchOptions(chromiumArgs),
        // Playwright hands the browser only this environment when one is given: the rest must come along.
        ...(chromiumEnv && { env: { ...process.env, ...chromiumEnv } }),
      },
      // Off: a trace's screencast cost the demo's journeys' Chromium 37% more CPU (docs/testing.md), and
      // CI's log, which names the failed step (scripts/lib/listFailures.mjs), is all a run keeps. To see a
      // failure step by step, rerun its file with `pnpm exec playwright test <file> --trace on`.
      trace: 'off' as const,
    },
  }
}
