import { defineConfig } from '@playwright/test'
import { e2eSuite } from '../../playwright.shared'

const DEMO_PORT = Number(process.env.PORTICO_DEMO_PORT ?? 5173)
// By name, as the stack names the secure frame: one site, two origins (scripts/lib/runStack.mjs).
const DEMO_URL = `http://localhost:${DEMO_PORT}`

const suite = e2eSuite()

export default defineConfig({
  ...suite,
  // A journey here is ten to thirty steps, each waiting on its own event (up to 15 s each, playwright.shared.ts): on two busy
  // cores a plain connect took 12 to 15 s against 3 quiet (docs/testing.md), so the whole test's limit only
  // catches a hang, never a slow machine.
  timeout: 90_000,
  use: { ...suite.use, baseURL: DEMO_URL },
  // The same stack `npm run demo` runs, its mailed codes living 1 minute so emailLoginAbuse sees one
  // expire; SIGTERM lets it stop every process it started.
  webServer: {
    command: `node ../../scripts/stack.mjs --port ${DEMO_PORT} --email-code-ttl-minutes 1`,
    url: DEMO_URL,
    reuseExistingServer: false,
    // chopsticks (the devnet's Polkadot chain) takes up to a minute to start on two busy cores.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
})
