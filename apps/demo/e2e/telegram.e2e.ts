import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'

// The demo inside a Telegram mini app on iOS. Telegram itself cannot run here, so the
// test injects the WebApp object its script would define (core.telegram.org/bots/webapps: platform, openLink)
// before the page's own scripts, on every load, as Telegram's webview does; everything else is the real stack.

/** The mini app's page: the demo with query parameters and a hash of its own, which must survive the trip. */
const MINI_APP_PAGE = '/?tgWebAppStartParam=demo%20start&tab=2#tgWebAppData=query_id%3D1'

/** Telegram's WebApp object on iOS, before the page's own scripts on every load; openLink calls are kept. */
async function injectTelegramWebApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = JSON.parse(sessionStorage.getItem('test:openLink') ?? '[]')
    Object.assign(window, {
      Telegram: {
        WebApp: {
          platform: 'ios',
          initData: '',
          openLink: (url: string) => {
            opened.push(url)
            sessionStorage.setItem('test:openLink', JSON.stringify(opened))
          },
        },
      },
    })
  })
}

/** The mini app's page opened inside Telegram, its Connect view showing an enabled GitHub button. */
async function openMiniAppConnect(page: Page) {
  await injectTelegramWebApp(page)
  await openDemo(page, MINI_APP_PAGE)
  const demoPage = page.url()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  const github = connect.getByRole('button', { name: 'Continue with GitHub' })
  await expect(github).toBeEnabled({ timeout: 20_000 })
  return { demoPage, demoOrigin: new URL(demoPage).origin, connect, github }
}

test('in a Telegram mini app on iOS: no Google; GitHub signs in by redirect and result_uri leaves the address', async ({
  page,
}) => {
  const { demoPage, demoOrigin, connect, github } = await openMiniAppConnect(page)
  // SPEC §5: iOS hides Google inside Telegram.
  await expect(connect.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0)

  // No popup: the page itself goes to the stack's OpenID provider, standing in for GitHub.
  let popups = 0
  page.on('popup', () => popups++)
  await github.click()
  await page.waitForURL((url) => url.origin !== demoOrigin, { timeout: 20_000 })
  await expect(page.getByLabel('Username')).toBeVisible()

  const username = `telegram-${crypto.randomUUID().slice(0, 8)}`
  await page.getByLabel('Username').fill(username)
  await page.getByRole('button', { name: 'Sign in' }).click()

  // Back on the demo with the one-time code, which the embedded wallet redeems on load.
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected', { timeout: 30_000 })
  await expect(hookValue(page, 'useAccount().address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(modal(page, 'Account').getByText(`GitHub · ${username}`, { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  // SPEC §2: result_uri is gone from the address bar; the demo's own parameters and hash are as they were.
  await expect.poll(() => page.url()).not.toContain('result_uri')
  expect(page.url()).toBe(demoPage)
  expect(popups).toBe(0)
  // The mini app's own page navigated; Telegram's openLink (an external browser) was never asked.
  expect(await page.evaluate(() => sessionStorage.getItem('test:openLink'))).toBeNull()
})

test("a sign-in refused at the provider comes back to the mini app: 'Failed to connect' on Connect, result_uri gone", async ({
  page,
}) => {
  const { demoPage, demoOrigin, github } = await openMiniAppConnect(page)
  await github.click()
  await page.waitForURL((url) => url.origin !== demoOrigin, { timeout: 20_000 })
  // The person refuses at the stack's OpenID provider: its Cancel answers the cloud with error=access_denied.
  await page.getByRole('button', { name: 'Cancel' }).click()

  // The cloud sends the page back rather than stranding it on its error page; the code is redeemed on load.
  await page.waitForURL((url) => url.origin === demoOrigin, { timeout: 20_000 })
  await expect.poll(() => page.url(), { timeout: 20_000 }).not.toContain('result_uri')
  // SPEC §2: only result_uri left the address; the demo's own parameters and hash are as they were.
  expect(page.url()).toBe(demoPage)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // The popup path's text for a refused sign-in (SPEC §8), not a message the page could choose.
  await expect(modal(page, 'Connect Wallet').getByRole('alert')).toContainText('Failed to connect', {
    timeout: 20_000,
  })
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
})
