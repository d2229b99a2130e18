import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../playwright.shared'

const DEMO_PORT = Number(process.env.PORTICO_DEMO_PORT ?? 5173)
const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: DEMO_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  // The same stack `npm run demo` runs; SIGTERM lets it stop every process it started.
  webServer: {
    command: `node ../../scripts/stack.mjs --port ${DEMO_PORT}`,
    url: DEMO_URL,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
})
