import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { cloudUrl } from './support/localStack'

// The cloud fails in the ways real services do; the modal keeps working and shows an error
// only where SPEC §8 has one. The fault sits between the page and the real cloud (Playwright's route).

/** Every error the page throws and never catches; a fault must not add any. */
function uncaughtErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const catalogueWallet = (page: Page) =>
  modal(page, 'Connect Wallet').getByRole('button', { name: 'Coinbase Wallet' })

test('cloud down at load: the modal opens with the announced wallet and WalletConnect, and connects', async ({
  page,
  request,
}) => {
  const errors = uncaughtErrors(page)
  await page.route(`${await cloudUrl(request)}/**`, (route) => route.abort('connectionrefused'))
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /Portico Devnet Wallet/ })).toBeVisible()
  await expect(connect.getByRole('button', { name: /^WalletConnect/ })).toBeVisible()
  await connect.getByRole('button', { name: /Portico Devnet Wallet/ }).click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  expect(errors).toEqual([])
})

test('cloud answering after 2 s: the modal paints at once from what is known, the catalogue fills in after', async ({
  page,
  request,
}) => {
  const cloud = await cloudUrl(request)
  let catalogueAnswered = false
  await page.route(`${cloud}/**`, async (route) => {
    // The fault this test plays: every cloud answer 2 s late, longer than the modal may wait to paint.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const response = await route.fetch()
    if (route.request().url().includes('/getWallets')) catalogueAnswered = true
    await route.fulfill({ response })
  })
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    modal(page, 'Connect Wallet').getByRole('button', { name: /Portico Devnet Wallet/ }),
  ).toBeVisible()
  expect(catalogueAnswered).toBe(false)
  await expect(catalogueWallet(page)).toBeVisible()
  expect(catalogueAnswered).toBe(true)
  // Requests still held by the slow cloud end with the test, not in the next one.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('429 with Retry-After: waited out, the wallets arrive and the user sees no error', async ({
  page,
  request,
}) => {
  const cloud = await cloudUrl(request)
  // Each catalogue request is first refused as the cloud's rate limit refuses (CORS, Retry-After: 1).
  const refusedAt = new Map<string, number>()
  const waited: number[] = []
  await page.route(`${cloud}/getWallets?**`, async (route) => {
    const url = route.request().url()
    const refused = refusedAt.get(url)
    if (refused === undefined) {
      refusedAt.set(url, Date.now())
      return route.fulfill({
        status: 429,
        headers: {
          'access-control-allow-origin': route.request().headers().origin ?? '*',
          'access-control-expose-headers': 'Retry-After',
          'content-type': 'application/json',
          'retry-after': '1',
        },
        body: '{"error":"Rate limit exceeded"}',
      })
    }
    waited.push(Date.now() - refused)
    await route.fulfill({ response: await route.fetch() })
  })
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(catalogueWallet(page)).toBeVisible()
  expect(waited.length).toBeGreaterThan(0)
  for (const wait of waited) expect(wait).toBeGreaterThanOrEqual(1_000)
  await expect(modal(page, 'Connect Wallet').getByRole('alert')).toHaveCount(0)
})

test('500s from the project configuration: one Server Error alert, not one per call; the modal still connects', async ({
  page,
  request,
}) => {
  const cloud = await cloudUrl(request)
  let calls = 0
  await page.route(`${cloud}/appkit/v1/config?**`, (route) => {
    calls += 1
    return route.fulfill({ status: 500, body: '{"error":"boom"}' })
  })
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await expect(connect.getByRole('alert')).toHaveCount(1)
  await expect(connect.getByRole('alert')).toContainText('Server Error')
  await connect.getByRole('button', { name: 'Dismiss' }).click()
  await page.keyboard.press('Escape')
  await connectDevnetWallet(page)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(modal(page, 'Account').getByRole('alert')).toHaveCount(0)
  expect(calls).toBeGreaterThan(0)
})
