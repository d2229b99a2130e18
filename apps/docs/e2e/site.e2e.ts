import { sidebar } from '../.vitepress/sidebar'
import { expectAxeClean } from './expectAxeClean'
import { expect, test } from './fixtures'

const sidebarLinks = sidebar.flatMap((group) => (group.items ?? []).map((item) => item.link ?? ''))

test('every sidebar link answers 200 with a heading, reached by clicking it', async ({ page }) => {
  await page.goto('/getting-started/react.html')
  expect(sidebarLinks.length).toBeGreaterThan(15)
  for (const link of sidebarLinks) {
    // VitePress writes a folder's page as its index.html and every other page as <name>.html.
    const path = link.endsWith('/') ? link : `${link}.html`
    // The page as a full load answers it, and as the client-side route the click takes.
    expect((await page.request.get(path)).status(), path).toBe(200)
    await page.locator('.VPSidebar').locator(`a[href="${path}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, '\\.')}$`))
    await expect(page.locator('.vp-doc h1').first()).toBeVisible()
  }
})

test('the local search finds a page by a word on it and opens it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('searchbox').fill('cookieToInitialState')
  const result = page.locator('.VPLocalSearchBox .result').filter({ hasText: 'Next.js' }).first()
  await expect(result).toBeVisible()
  await result.click()
  await expect(page).toHaveURL(/\/getting-started\/nextjs\.html/)
  await expect(page.locator('.vp-doc h1')).toHaveText(/Next\.js/)
})

test('the dark mode switch turns the site dark and back', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/guides/theming.html')
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/dark/)
  await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
  await expect(html).toHaveClass(/dark/)
  await page.reload()
  await expect(html).toHaveClass(/dark/)
  await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
  await expect(html).not.toHaveClass(/dark/)
})

for (const path of ['/', '/getting-started/react.html', '/guides/namespaces.html', '/api/ui/']) {
  test(`${path} has no axe violations, light and dark`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await expectAxeClean(page)
    }
  })
}
