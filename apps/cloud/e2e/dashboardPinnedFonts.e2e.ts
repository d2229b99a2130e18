import { expect, test } from '@playwright/test'
import type { Cloud } from '@portico/cloud'
import { PINNED_FONTS } from '../../../playwright.pinnedFonts'
import { ADMIN, startDashboardCloud } from './dashboardCloud'

const PINNED_FAMILIES = new Set<string>(PINNED_FONTS.map(({ family }) => family))

let cloud: Cloud
test.beforeAll(async () => {
  cloud = await startDashboardCloud()
})
test.afterAll(() => cloud?.close())

// The baselines hold on any machine only if the dashboard's text (its system-ui stack, and monospace
// for ids) is drawn with the pinned fonts and never with the machine's (playwright.config.ts).
test('the dashboard is drawn with the pinned fonts only, its ids included', async ({ page }) => {
  const signedIn = await page.request.post(new URL('/admin/v1/login', cloud.url).toString(), { data: ADMIN })
  expect(signedIn.status()).toBe(200)
  await page.goto(new URL('/admin/', cloud.url).toString())
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await expect(page.locator('code').first()).toBeVisible()

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const drawn = new Map<string, Set<string>>()
  for (const selector of ['h1', 'h2', 'label', 'button', 'p', 'code', 'strong']) {
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })
    expect(nodeIds.length, selector).toBeGreaterThan(0)
    for (const nodeId of nodeIds) {
      // The fonts Chromium really drew the element's text with.
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      for (const { familyName } of fonts)
        drawn.set(selector, (drawn.get(selector) ?? new Set()).add(familyName))
    }
  }
  for (const [selector, families] of drawn) {
    for (const family of families)
      expect(PINNED_FAMILIES, `${selector} drawn with ${family}`).toContain(family)
  }
  expect(drawn.get('code')).toEqual(new Set(['Inter']))
  expect(drawn.get('h1')).toEqual(new Set(['Inter']))
})
