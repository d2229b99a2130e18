import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'

// SPEC §2's Inter arrives as a .woff2 file from the page's own origin, so a CSP without data: allows it.
const CSP = "font-src 'self'"

test("the modal's Inter arrives as a .woff2 request under a CSP of font-src 'self'", async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } })
    },
  )
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  const font = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.woff2'))
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page, 'Connect Wallet')).toBeVisible()

  const response = await font
  expect(response.status()).toBe(200)
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin)
  expect(new URL(response.url()).pathname).toMatch(/\/inter-latin-wght-normal-[\w-]+\.woff2$/)
  const faces = await page.evaluate(async () =>
    (await document.fonts.load('16px "Portico Inter"', 'Connect Wallet')).map((face) => face.status),
  )
  expect(faces).toEqual(['loaded'])
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  )
})
