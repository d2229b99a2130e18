import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { freePort } from '@portico/devnet/freePort'
import { preparePinnedFonts } from '../../playwright.pinnedFonts'
import { e2eSuite } from '../../playwright.shared'
import { SCREENSHOT_COMPARISON } from './e2e/screenshotComparison'

// Workers load this file again: the port chosen first travels to them in the environment.
process.env.PORTICO_GALLERY_TEST_PORT ??= String(await freePort())
const PORT = Number(process.env.PORTICO_GALLERY_TEST_PORT)

// The browser sees the pinned fonts and none of the machine's, drawn unhinted: a screenshot changes
// when the product does, not when a machine has other fonts installed.
const suite = e2eSuite({
  chromiumArgs: ['--font-render-hinting=none'],
  chromiumEnv: {
    FONTCONFIG_FILE: await preparePinnedFonts(
      fileURLToPath(new URL('.test-results/pinned-fonts', import.meta.url)),
    ),
  },
})

export default defineConfig({
  ...suite,
  // Baselines are committed beside the test, one per story and theme, without a platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { ...suite.expect, toHaveScreenshot: SCREENSHOT_COMPARISON },
  use: {
    ...suite.use,
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 720, height: 1000 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  // The static build (`pnpm build`), served as files; turbo builds it before test:e2e.
  webServer: {
    command: `vite preview --outDir dist --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
