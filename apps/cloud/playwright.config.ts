import { defineConfig } from '@playwright/test'
import { e2eSuite } from '../../playwright.shared'

// Issue 22: the admin dashboard, each test against its own cloud on a free port (e2e/dashboardCloud.ts).
const suite = e2eSuite({ chromiumArgs: ['--font-render-hinting=none'] })

export default defineConfig({
  ...suite,
  // Baselines are committed beside the test, without a platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // Per-pixel distance and stray pixels as the gallery compares (apps/gallery/e2e/screenshotComparison.ts).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', threshold: 0.03, maxDiffPixels: 8 },
  },
  use: {
    ...suite.use,
    // SPEC and issue 22: the dashboard works at 360 px wide.
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
})
