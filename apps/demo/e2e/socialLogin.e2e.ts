import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { ownProjectPage } from './support/testProject'

// Social login through the modal against the real stack — the popup opens the
// stack's OpenID provider (apps/oidc-provider), the cloud's callback hands the frame a one-time result.

// Each social start spends the project's auth budget: this file's own project, not the demo's that others share.
const pageOf = ownProjectPage('Social login')

/** Records the features each window.open asked for: SPEC §9's popup size is what the page requests. */
async function recordPopupFeatures(page: Page) {
  await page.addInitScript(() => {
    const open = window.open.bind(window)
    const asked: string[] = []
    Object.assign(window, { __popupFeatures: asked })
    window.open = (url?: string | URL, target?: string, features?: string) => {
      asked.push(features ?? '')
      return open(url, target, features)
    }
  })
}

/** Connect Wallet → Continue with Google (once the embedded wallet's code has loaded) → the popup, on the provider's login page. */
async function openGooglePopup(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const google = modal(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' })
  await expect(google).toBeEnabled({ timeout: 20_000 })
  const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()])
  // The popup opens on about:blank and goes to the provider once the frame has started the sign-in: a test
  // that navigated it before then would be overtaken by that redirect (seen on two loaded cores).
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 })
  return popup
}

test('Google: a 600x800 popup on the local OpenID provider → sign in → connected, the account shows the provider and its name', async ({
  page,
  request,
  baseURL,
}) => {
  await recordPopupFeatures(page)
  await openDemo(page, await pageOf(request, baseURL))
  const popup = await openGooglePopup(page)
  const features = await page.evaluate(
    () => (window as unknown as { __popupFeatures: string[] }).__popupFeatures,
  )
  expect(features).toHaveLength(1)
  expect(features[0]).toMatch(/width=600/)
  expect(features[0]).toMatch(/height=800/)
  // The stack's OpenID provider's own login page, standing in for Google's.
  await expect(popup.getByRole('heading')).toContainText('Google')

  const username = `social-${crypto.randomUUID().slice(0, 8)}`
  await popup.getByLabel('Username').fill(username)
  await Promise.all([
    popup.waitForEvent('close', { timeout: 20_000 }),
    popup.getByRole('button', { name: 'Sign in' }).click(),
  ])

  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected', { timeout: 20_000 })
  await expect(hookValue(page, 'useAccount().address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await page.getByRole('button', { name: /^Account / }).click()
  // The name came from the provider's ID token (`name`) through the cloud, the frame's user and core.
  const account = modal(page, 'Account')
  await expect(account.getByText(`Google · ${username}`, { exact: true })).toBeVisible({ timeout: 20_000 })
  // The provider's email stands behind the name, not beside it.
  await expect(account.getByText(`${username}@oidc.portico.test`)).toHaveCount(0)
  // A social account's email is its provider's to change: no way into UpdateEmailWallet.
  await expect(account.getByRole('button', { name: 'Change email' })).toHaveCount(0)
})

test("closing the popup gives SPEC §8's 'Popup closed', and nothing connects", async ({
  page,
  request,
  baseURL,
}) => {
  await openDemo(page, await pageOf(request, baseURL))
  const popup = await openGooglePopup(page)
  await popup.close()
  // The bridge checks the popup every second (SPEC §9).
  await expect(modal(page, 'Connect Wallet').getByRole('alert')).toContainText('Popup closed', {
    timeout: 10_000,
  })
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
})

test('a callback with a tampered state is refused in the popup; the page gets nothing and stays disconnected', async ({
  page,
  request,
  baseURL,
}) => {
  await openDemo(page, await pageOf(request, baseURL))
  const popup = await openGooglePopup(page)
  // The person comes back to the cloud's callback with a state the cloud never issued.
  const { cloudUrl } = (await (await page.request.get('/portico/stack.json')).json()) as { cloudUrl: string }
  const callback = new URL('/v1/embedded/social/callback', cloudUrl)
  callback.searchParams.set('code', 'forged-code')
  callback.searchParams.set('state', 'tampered-state-that-the-cloud-never-issued')
  await popup.goto(callback.toString())
  await expect(popup.locator('body')).toContainText('This sign-in is unknown')
  await popup.close()
  await expect(modal(page, 'Connect Wallet').getByRole('alert')).toContainText('Popup closed', {
    timeout: 10_000,
  })
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
})
