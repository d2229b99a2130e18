import { expect, test } from '@playwright/test'
import type { Cloud } from '@portico/cloud'
import { parseRemoteFeatures, type RemoteFeatureEntry } from '@portico/core'
import { freePort } from '@portico/devnet/freePort'
import { WRONG_CREDENTIALS_MESSAGE } from '../src/admin/adminErrors'
import { DASHBOARD_CSP } from '../src/admin/dashboard/dashboardConstants'
import { startDashboardCloud } from './dashboardCloud'
import { expectAxeClean } from './expectAxeClean'
import { fixRandomTextBoxes } from './fixRandomTextBoxes'
import { signInOnPage } from './signInOnPage'

let cloud: Cloud
test.beforeAll(async () => {
  cloud = await startDashboardCloud()
})
test.afterAll(() => cloud?.close())

/** A page on `origin` sends these events to /e (SPEC §7) as core's analytics would. */
async function sendEvents(projectId: string, origin: string, events: readonly string[]) {
  const url = new URL('/e', cloud.url)
  for (const [key, value] of Object.entries({ projectId, st: 'portico', sv: 'portico-e2e' })) {
    url.searchParams.set(key, value)
  }
  for (const event of events) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: crypto.randomUUID(), props: { type: 'track', event } }),
    })
    expect(await response.json()).toEqual({ stored: true })
  }
}

/** What the modal of a page on `origin` reads from the cloud (SPEC §7), with the SDK query. */
async function remoteFeaturesFor(projectId: string, origin: string) {
  const url = new URL('/appkit/v1/config', cloud.url)
  for (const [key, value] of Object.entries({ projectId, st: 'portico', sv: 'portico-e2e' })) {
    url.searchParams.set(key, value)
  }
  const response = await fetch(url, { headers: { origin } })
  expect(response.status).toBe(200)
  return parseRemoteFeatures(((await response.json()) as { features: RemoteFeatureEntry[] }).features)
}

test('an admin signs in, creates a project, allows an origin and turns email off, which the modal reads', async ({
  page,
}) => {
  const refusedScripts: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedScripts.push(message.text())
  })
  const answer = await page.goto(new URL('/admin/', cloud.url).toString())
  expect(answer?.headers()['content-security-policy']).toBe(DASHBOARD_CSP)
  await expect(page.getByRole('heading', { name: 'Portico Cloud admin' })).toBeVisible()
  await expectAxeClean(page)
  await expect(page).toHaveScreenshot('sign-in.png', { fullPage: true })

  // A wrong password is refused with the API's own message.
  await signInOnPage(page, 'not the password at all')
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS_MESSAGE)

  await signInOnPage(page)
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await page.getByLabel('Project name').fill('Shop')
  await page.getByRole('button', { name: 'Create project' }).click()
  const projectId = (await page.getByTestId('new-project-id').textContent()) ?? ''
  expect(projectId).toMatch(/^[A-Za-z0-9_-]{16,}$/)
  await expect(page.getByRole('listitem').filter({ hasText: projectId })).toContainText('Shop')
  await expectAxeClean(page)
  const unfixIds = await fixRandomTextBoxes(page)
  await expect(page).toHaveScreenshot('projects.png', {
    fullPage: true,
    mask: [page.locator('.dashboard__id')],
  })
  await unfixIds()

  await page.getByRole('button', { name: 'Settings of Shop' }).click()
  await expect(page.getByRole('heading', { name: 'Shop settings' })).toBeVisible()
  // An origin the SPEC §6 check would misread is refused with the API's reason, shown by the field.
  const originField = page.getByLabel('Origin to allow')
  await originField.fill('127.0.0.1:3000/shop')
  await page.getByRole('button', { name: 'Add origin' }).click()
  await expect(page.getByRole('alert')).toContainText('invalid origin "127.0.0.1:3000/shop": ')
  await expect(originField).toHaveAttribute('aria-invalid', 'true')

  const pageOrigin = `http://127.0.0.1:${await freePort()}`
  await originField.fill(pageOrigin)
  await page.getByRole('button', { name: 'Add origin' }).click()
  const origins = page.getByRole('list', { name: 'Allowed origins' })
  await expect(origins.getByRole('listitem')).toHaveText([`${pageOrigin}Remove ${pageOrigin}`])
  expect((await remoteFeaturesFor(projectId, pageOrigin)).email).toBe(true)

  const email = page.getByRole('checkbox', { name: 'Email login' })
  await expect(email).toBeChecked()
  // The switch follows the saved state, which changes once the admin API answers: click, then wait for it.
  await email.click()
  await expect(email).not.toBeChecked()
  await expect(email).toBeEnabled()
  expect((await remoteFeaturesFor(projectId, pageOrigin)).email).toBe(false)
  const passkey = page.getByRole('checkbox', {
    name: 'Require a passkey to open the embedded wallet on a new device',
  })
  await expect(passkey).not.toBeChecked()
  await passkey.click()
  await expect(passkey).toBeChecked()
  await expect(passkey).toBeEnabled()
  await expectAxeClean(page)
  const unfixRandomText = await fixRandomTextBoxes(page)
  await expect(page).toHaveScreenshot('project-settings.png', {
    fullPage: true,
    // Random ids, the free port and the chart's days change every run (the table's are hidden above).
    mask: [page.locator('.dashboard__id'), origins.locator('code'), page.locator('.dashboard__chart')],
  })
  await unfixRandomText()

  // After a reload the session cookie still holds; the change was stored, not only drawn; the
  // analytics table counts today's events.
  await sendEvents(projectId, pageOrigin, [
    'MODAL_OPEN',
    'MODAL_OPEN',
    'MODAL_OPEN',
    'CONNECT_SUCCESS',
    'CONNECT_ERROR',
    'MODAL_CLOSE',
  ])
  await page.reload()
  await page.getByRole('button', { name: 'Settings of Shop' }).click()
  await expect(page.getByRole('checkbox', { name: 'Email login' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Require a passkey/ })).toBeChecked()
  const table = page.getByRole('table', { name: /last 30 days/ })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Day',
    'Modal opens',
    'Connect attempts',
    'Connect successes',
  ])
  await expect(table.getByRole('row')).toHaveCount(31)
  const today = new Date().toISOString().slice(0, 10)
  await expect(table.getByRole('row').nth(1)).toHaveText([today, '3', '2', '1'].join(''))
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['0', '0', '0'])
  await page.getByRole('button', { name: `Remove ${pageOrigin}` }).click()
  await expect(origins.getByRole('listitem')).toHaveCount(0)

  // A session ended elsewhere (another tab signed out) sends the admin back to sign in at the next call.
  const api = (path: string) => new URL(`/admin/v1${path}`, cloud.url).toString()
  const { csrfToken } = (await (await page.request.get(api('/session'))).json()) as { csrfToken: string }
  const ended = await page.request.post(api('/logout'), { headers: { 'x-portico-csrf': csrfToken } })
  expect(ended.status()).toBe(204)
  await page.getByRole('button', { name: 'Back to projects' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()

  await signInOnPage(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect(refusedScripts).toEqual([])
})
