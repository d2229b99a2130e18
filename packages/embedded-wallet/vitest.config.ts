import { freePort } from '@portico/devnet/freePort'
import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from '../../playwright.shared'
import { packageTests } from '../../vitest.shared'

// The device share's store needs a real browser (IndexedDB, WebCrypto's non-extractable keys): Debian's Chromium.
export default async () => {
  const port = await freePort()
  return packageTests({
    include: [],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            api: { host: '127.0.0.1', port, strictPort: true },
          },
        },
      },
    ],
  })
}
