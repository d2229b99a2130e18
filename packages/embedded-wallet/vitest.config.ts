import { freePort } from '@portico/devnet/freePort'
import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from '../../playwright.shared'
import { packageTests } from '../../vitest.shared'
import { browserCommands } from './src/test/browserCommands'
import { socialPopupCommands } from './src/test/socialPopupCommands'

// The device share's store and the secure frame need a real browser (IndexedDB, WebCrypto's
// non-extractable keys, origins): Debian's Chromium. The frame tests also get the local stack.
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
          globalSetup: ['src/test/globalStack.ts'],
          // One test page at a time: the secure frame enables Approve only while IntersectionObserver v2 sees it
          // visible, and a page the browser is not rendering (another file's, in parallel) never reports so.
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium blocks a cross-site frame's storage (third-party cookie phase-out, on by
            // default there, off in Chrome stable): the frame's session and device share need it to outlive a reload.
            provider: playwright({
              launchOptions: chromiumLaunchOptions(['--disable-features=TrackingProtection3pcd']),
            }),
            instances: [{ browser: 'chromium' }],
            // Smaller than the browser's window, so vitest never scales its test iframe: the secure frame's
            // Approve counts only while IntersectionObserver v2 sees it untransformed.
            viewport: { width: 800, height: 600 },
            api: { host: '127.0.0.1', port, strictPort: true },
            commands: { ...browserCommands, ...socialPopupCommands },
          },
        },
      },
    ],
  })
}
