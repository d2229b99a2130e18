import { freePort } from '@portico/devnet/freePort'
import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from '../../playwright.shared'
import { packageTests } from '../../vitest.shared'
import { browserCommands } from './test/browserCommands'

export default async () => {
  const port = await freePort()
  return packageTests({
    // Each project names its own files; the shared include would run node tests in the browser too.
    include: [],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // Pre-bundled up front, so the dev server never reloads the page mid-run to add one.
        optimizeDeps: {
          include: ['react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'culori/fn'],
        },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            api: { host: '127.0.0.1', port, strictPort: true },
            commands: browserCommands,
          },
        },
      },
    ],
  })
}
