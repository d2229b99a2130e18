import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { preparePinnedFonts } from '../../playwright.pinnedFonts'
import { e2eSuite } from '../../playwright.shared'

// The admin dashboard, each test against its own cloud on a free port (e2e/dashboardCloud.ts).
// The browser sees only the pinned fonts, drawn unhinted, as the gallery's does: a baseline changes
// when the dashboard does, not when a machine has other fonts installed.
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
  // Baselines are committed beside the test, without a platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    ...suite.expect,
    // Per-pixel distance and stray pixels as the gallery compares (apps/gallery/e2e/screenshotComparison.ts).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', threshold: 0.03, maxDiffPixels: 8 },
  },
  use: {
    ...suite.use,
    // The dashboard works at 360 px wide, a phone's width.
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
})
