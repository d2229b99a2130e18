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

/** The wallet ids the project's catalogue page serves a page on `origin` (SPEC §7 /getWallets), in order. */
async function servedWalletIds(projectId: string, origin: string): Promise<string[]> {
  const url = new URL('/getWallets', cloud.url)
  for (const [key, value] of Object.entries({
    projectId,
    st: 'portico',
    sv: 'portico-e2e',
    page: '1',
    entries: '40',
  })) {
    url.searchParams.set(key, value)
  }
  const response = await fetch(url, { headers: { origin } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { id: string }[] }).data.map((wallet) => wallet.id)
}

// The wallets chosen for the project's catalogue, validated, and what the modal's list then reads.
test('an admin features and excludes wallets from the catalogue, which the project’s wallet list serves', async ({
  page,
}) => {
  await page.goto(new URL('/admin/', cloud.url).toString())
  await signInOnPage(page)
  await page.getByLabel('Project name').fill('Shop')
  await page.getByRole('button', { name: 'Create project' }).click()
  const projectId = (await page.getByTestId('new-project-id').textContent()) ?? ''
  await page.getByRole('button', { name: 'Settings of Shop' }).click()
  const pageOrigin = `http://127.0.0.1:${await freePort()}`
  await page.getByLabel('Origin to allow').fill(pageOrigin)
  await page.getByRole('button', { name: 'Add origin' }).click()
  await expect(page.getByRole('list', { name: 'Allowed origins' }).getByRole('listitem')).toHaveCount(1)
  expect((await servedWalletIds(projectId, pageOrigin))[0]).toBe('metamask')

  const featured = page.getByRole('list', { name: 'Featured wallets' })
  const excluded = page.getByRole('list', { name: 'Excluded wallets' })
  const toFeature = page.getByLabel('Wallet to feature')
  const feature = page.getByRole('button', { name: 'Feature wallet' })
  // A wallet is named by its name (any case) or its id; a typo is refused before any call.
  await toFeature.fill('rainbow wallet')
  await feature.click()
  await expect(toFeature).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toHaveText(
    'no wallet “rainbow wallet” in the catalogue: pick one from the list',
  )
  await toFeature.fill('RAINBOW')
  await feature.click()
  await expect(featured.getByRole('listitem')).toHaveCount(1)
  await toFeature.fill('phantom')
  await feature.click()
  await expect(featured.getByRole('listitem')).toHaveText([/^Rainbow rainbow/, /^Phantom phantom/])
  await toFeature.fill('Phantom')
  await feature.click()
  await expect(page.getByRole('alert')).toHaveText('Phantom is in this list already')

  await page.getByLabel('Wallet to exclude').fill('MetaMask')
  await page.getByRole('button', { name: 'Exclude wallet' }).click()
  await expect(excluded.getByRole('listitem')).toHaveText([/^MetaMask metamask/])
  // The admin API refuses a wallet both featured and excluded, and the field shows its reason.
  await toFeature.fill('metamask')
  await feature.click()
  await expect(page.getByRole('alert')).toHaveText('a wallet cannot be both featured and excluded: metamask')
  await expect(featured.getByRole('listitem')).toHaveCount(2)
  await expectAxeClean(page)

  const served = await servedWalletIds(projectId, pageOrigin)
  expect(served.slice(0, 2)).toEqual(['rainbow', 'phantom'])
  expect(served).not.toContain('metamask')

  await page.getByRole('button', { name: 'Remove Rainbow from featured wallets' }).click()
  await expect(featured.getByRole('listitem')).toHaveText([/^Phantom phantom/])
  expect((await servedWalletIds(projectId, pageOrigin))[0]).toBe('phantom')
  // Stored, not only drawn: a reload shows the same lists.
  await page.reload()
  await page.getByRole('button', { name: 'Settings of Shop' }).click()
  await expect(featured.getByRole('listitem')).toHaveText([/^Phantom phantom/])
  await expect(excluded.getByRole('listitem')).toHaveText([/^MetaMask metamask/])
})
