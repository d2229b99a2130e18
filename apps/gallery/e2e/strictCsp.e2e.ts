import { expect, test } from '@playwright/test'
import type { CspGallery } from '../csp/main'

// Every view and primitive of the gallery, in the real modal, under the policy a strict host
// sends — no inline script or style, no eval. Storybook's own pages need inline scripts, so the stories
// run on the gallery's CSP page (csp/), the product's code unchanged.
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

test('every gallery story renders with no CSP violation', async ({ browser, baseURL }) => {
  // A failure bound: one test visits every gallery story in turn, each a page load under a strict CSP.
  test.setTimeout(300_000)
  const context = await browser.newContext({ baseURL })
  // Offline, as every gallery check: a request to another host is refused.
  await context.route(
    (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort('blockedbyclient'),
  )
  // The static preview server sends no headers of its own: the page's document gets the policy here.
  await context.route('**/csp/index.html', async (route) => {
    const response = await route.fetch()
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
    })
  })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  const served = page.waitForResponse((response) => response.url().endsWith('/csp/index.html'))
  await page.goto('/csp/index.html')
  expect((await served).headers()['content-security-policy']).toBe(STRICT_CSP)
  await page.waitForFunction(() => 'porticoCspGallery' in window)
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

  const storyIds = await page.evaluate(
    () => (window as unknown as { porticoCspGallery: CspGallery }).porticoCspGallery.storyIds,
  )
  expect(storyIds.length).toBeGreaterThan(50)
  for (const storyId of storyIds) {
    await page.evaluate(
      (id) => (window as unknown as { porticoCspGallery: CspGallery }).porticoCspGallery.show(id),
      storyId,
    )
    await expect(
      page.locator(`.gallery-stage[data-gallery-story="${storyId}"][data-gallery-ready="true"]`),
    ).toBeAttached({
      timeout: 20_000,
    })
    expect(await violations(), storyId).toEqual([])
  }

  // The check can fail: a <style> in the modal's shadow root, what the policy refuses, is reported too.
  await page.evaluate(() => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    if (!shadow) throw new Error('the last story shows no modal')
    const style = document.createElement('style')
    style.textContent = ':host { color: red }'
    shadow.append(style)
  })
  await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-elem inline/)])
  await context.close()
})
