import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chromiumLaunchOptions } from '../../../../playwright.shared'
import type { Cloud } from '../startCloud'
import { startTestCloud } from '../test/testCloud'

// Issue acceptance 4: /docs renders in Chromium with no request leaving the cloud.
describe('the API reference page', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite')
  })
  afterAll(() => cloud?.close())

  test('renders the routes in Chromium and asks nothing of any other host', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions())
    try {
      const page = await browser.newPage()
      const outside: string[] = []
      await page.route('**/*', (route) => {
        const url = route.request().url()
        if (url.startsWith(cloud.url)) return route.continue()
        outside.push(url)
        return route.abort()
      })
      await page.goto(new URL('/docs', cloud.url).toString())
      await expect
        .poll(() => page.getByRole('heading', { name: /Portico Cloud/ }).count(), { timeout: 15_000 })
        .toBe(1)
      await expect.poll(() => page.getByText('/getWallets', { exact: true }).count()).toBeGreaterThan(0)
      expect(outside).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
