import type { Page } from '@playwright/test'

// Texts that change every run (random project ids, a free port) are drawn in the pinned proportional
// fonts: each gets a fixed-size box, so its mask covers the same pixels whatever the text. The days of
// the analytics table are hidden in place (a mask would cover their rows scrolled out of view too).
const RANDOM_TEXT_CSS = `
.dashboard__id, .dashboard__list code { display: block; width: 240px; height: 1.5em; overflow: hidden; white-space: nowrap; }
.dashboard__table tbody th { color: transparent; }
`

/**
 * Gives the page's random texts their fixed boxes until the returned function is called. A constructed
 * sheet, as the dashboard's own: the strict CSP refuses a <style> element (toHaveScreenshot's `style`).
 */
export async function fixRandomTextBoxes(page: Page): Promise<() => Promise<void>> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, RANDOM_TEXT_CSS)
  return () =>
    page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)
    })
}
