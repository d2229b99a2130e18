import { defineConfig } from '@playwright/test'
import { freePort } from '@portico/devnet/freePort'
import { e2eSuite } from '../../playwright.shared'

// Workers load this file again: the port chosen first travels to them in the environment. A free port,
// so the site never clashes with the local stack's.
process.env.PORTICO_DOCS_TEST_PORT ??= String(await freePort())
const PORT = Number(process.env.PORTICO_DOCS_TEST_PORT)

const suite = e2eSuite()

export default defineConfig({
  ...suite,
  use: { ...suite.use, baseURL: `http://127.0.0.1:${PORT}` },
  // The built site (`pnpm build`), served as files; turbo builds it before test:e2e.
  webServer: {
    command: `vitepress preview --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
