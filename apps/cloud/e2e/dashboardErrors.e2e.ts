import { expect, test } from '@playwright/test'
import type { Cloud } from '@portico/cloud'
import { freePort } from '@portico/devnet/freePort'
import { startDashboardCloud } from './dashboardCloud'
import { expectAxeClean } from './expectAxeClean'
import { signInOnPage } from './signInOnPage'

let cloud: Cloud
test.beforeAll(async () => {
  cloud = await startDashboardCloud()
})
test.afterAll(() => cloud?.close())

const PAGE_SIZE = 20
const MARKUP = '<img src=x onerror="document.title=`pwned`">Wallet exploded'

/** A page on `origin` sends these props to /e one after the other, as core's analytics and error reporter do. */
async function sendEvents(projectId: string, origin: string, events: readonly Record<string, unknown>[]) {
  const url = new URL('/e', cloud.url)
  for (const [key, value] of Object.entries({ projectId, st: 'portico', sv: 'portico-e2e' })) {
    url.searchParams.set(key, value)
  }
  for (const props of events) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: crypto.randomUUID(), url: 'https://shop.example/checkout', props }),
    })
    expect(await response.json()).toEqual({ stored: true })
  }
}

// The errors a project's pages reported (SPEC §8), listed with time, kind and message, paged.
test('an admin reads the project’s reported errors, newest first, a page at a time, as text', async ({
  page,
}) => {
  await page.goto(new URL('/admin/', cloud.url).toString())
  await signInOnPage(page)
  await page.getByLabel('Project name').fill('Shop')
  await page.getByRole('button', { name: 'Create project' }).click()
  const projectId = (await page.getByTestId('new-project-id').textContent()) ?? ''
  await page.getByRole('button', { name: 'Settings of Shop' }).click()
  await expect(page.getByText('No error reported yet.')).toBeVisible()
  const pageOrigin = `http://127.0.0.1:${await freePort()}`
  await page.getByLabel('Origin to allow').fill(pageOrigin)
  await page.getByRole('button', { name: 'Add origin' }).click()
  await expect(page.getByRole('list', { name: 'Allowed origins' }).getByRole('listitem')).toHaveCount(1)

  // The oldest first: a page of failures and reports, then what is not an error, then an injected message.
  const failures = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => ({
    type: 'track',
    event: 'CONNECT_ERROR',
    properties: { message: `Connection rejected #${index + 1}`, connectorId: 'injected' },
  }))
  await sendEvents(projectId, pageOrigin, [
    ...failures,
    { type: 'track', event: 'MODAL_OPEN', properties: {} },
    {
      type: 'error',
      event: 'ERROR',
      errorType: 'RpcError',
      errorMessage: 'Requested RPC call is not allowed',
    },
    { type: 'error', event: 'ERROR', errorType: 'Injected', errorMessage: MARKUP },
  ])
  await page.reload()
  await page.getByRole('button', { name: 'Settings of Shop' }).click()

  const section = page.getByRole('region', { name: 'Errors reported' })
  const firstPage = section.getByRole('list', { name: 'Errors reported, page 1, newest first' })
  await expect(firstPage.getByRole('listitem')).toHaveCount(PAGE_SIZE)
  const items = firstPage.getByRole('listitem')
  // Each entry: its kind and time, the page's message, and the page it came from.
  await expect(items.nth(0).locator('p')).toHaveText([
    /^Injected \d/,
    MARKUP,
    'https://shop.example/checkout',
  ])
  await expect(items.nth(1).locator('p')).toHaveText([
    /^RpcError /,
    'Requested RPC call is not allowed',
    /shop/,
  ])
  await expect(items.nth(2).locator('p')).toHaveText([/^CONNECT_ERROR /, 'Connection rejected #21', /shop/])
  await expect(items.nth(0).locator('time')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)
  // A page's message is text: no element of its markup exists and its script never ran.
  await expect(section.locator('img')).toHaveCount(0)
  expect(await page.title()).toBe('Portico Cloud admin')
  await expect(section.getByRole('button', { name: 'Newer errors' })).toBeDisabled()
  await expectAxeClean(page)
  await expect(section).toHaveScreenshot('errors.png', { mask: [section.locator('time')] })

  await section.getByRole('button', { name: 'Older errors' }).click()
  const secondPage = section.getByRole('list', { name: 'Errors reported, page 2, newest first' })
  await expect(secondPage.getByRole('listitem')).toHaveCount(3)
  await expect(secondPage.getByRole('listitem').last()).toContainText('Connection rejected #1')
  await expect(section.getByRole('button', { name: 'Older errors' })).toBeDisabled()
  await section.getByRole('button', { name: 'Newer errors' }).click()
  await expect(firstPage.getByRole('listitem').first()).toContainText('Injected')
})
