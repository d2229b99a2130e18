import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { readDevnet } from './support/localStack'

// The chain's RPC rate-limits or fails while the modal reads the balance (SPEC §8: retried on
// 429 and 5xx, then 'Token Balance Unavailable' once, and no new read for 30 s).

type JsonRpcRequest = { method?: string }

/** Answers the page's eth_getBalance calls on `rpcUrl` with `fail` while it returns a status; the rest pass. */
async function failBalanceReads(page: Page, rpcUrl: string, fail: () => number | undefined) {
  const reads: number[] = []
  await page.route(rpcUrl, async (route: Route) => {
    const body = route.request().postDataJSON() as JsonRpcRequest | JsonRpcRequest[] | null
    const methods = (Array.isArray(body) ? body : [body]).map((call) => call?.method)
    if (!methods.includes('eth_getBalance')) return route.fallback()
    reads.push(Date.now())
    const status = fail()
    if (status === undefined) return route.fallback()
    return route.fulfill({
      status,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'text/plain', 'retry-after': '0' },
      body: status === 429 ? 'Too Many Requests' : 'Internal Server Error',
    })
  })
  return reads
}

test('RPC 500 on every balance read: retried, then Token Balance Unavailable once, no read for 30 s, then again', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  await page.clock.install()
  await openDemo(page)
  const reads = await failBalanceReads(page, l1.rpcUrl, () => 500)
  await connectDevnetWallet(page)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(page.getByText('Token Balance Unavailable')).toHaveCount(1)
  await expect(hookValue(page, 'useAccount().balance')).toHaveText('—')
  // SPEC §8: retried before giving up.
  expect(reads.length).toBeGreaterThan(1)
  const afterFailure = reads.length

  // Within 30 s, coming back to the account view reads nothing.
  await page.keyboard.press('Escape')
  await page.clock.runFor(20_000)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(modal(page, 'Account')).toBeVisible()
  await page.clock.runFor(1_000)
  expect(reads.length).toBe(afterFailure)

  // Past the 30 s lock, the account view reads again.
  await page.keyboard.press('Escape')
  await page.clock.runFor(10_000)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => reads.length).toBeGreaterThan(afterFailure)
})

test('RPC 429 on the first balance read: retried and shown, with no error', async ({ page, request }) => {
  const { l1 } = await readDevnet(request)
  await openDemo(page)
  let refused = 0
  const reads = await failBalanceReads(page, l1.rpcUrl, () => (refused++ === 0 ? 429 : undefined))
  await connectDevnetWallet(page)
  await expect(hookValue(page, 'useAccount().balance')).not.toHaveText('—')
  expect(reads.length).toBeGreaterThan(1)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(modal(page, 'Account')).toBeVisible()
  await expect(page.getByText('Token Balance Unavailable')).toHaveCount(0)
})
