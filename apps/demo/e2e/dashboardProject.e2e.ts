import { truncateAddress } from '@portico/core'
import { guardOutsideHosts } from '@portico/test-wallets/playwright'
import { expect, test } from './fixtures'
import { createProjectInDashboard, signInToDashboard, stackAdminPassword } from './support/cloudDashboard'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { cloudUrl, demoWalletAddress } from './support/localStack'

test('a project made in the dashboard runs a demo page once its origin is allowed; swaps off takes the Swap action away; the origin removed is Invalid App Configuration', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const demo = new URL(baseURL ?? '')
  // The admin's password stays in the stack folder: the stack description every page reads never carries it.
  const stackDescription = await (await request.get('/portico/stack.json')).text()
  expect(stackDescription).toContain('cloudUrl')
  expect(stackDescription).not.toContain(stackAdminPassword(demo.port))
  const dashboard = await context.newPage()
  await signInToDashboard(dashboard, await cloudUrl(request), demo.port)
  const name = `Shop ${Date.now()}`
  const projectId = await createProjectInDashboard(dashboard, name)
  await dashboard.getByLabel('Origin to allow').fill(demo.origin)
  await dashboard.getByRole('button', { name: 'Add origin' }).click()
  const origins = dashboard.getByRole('list', { name: 'Allowed origins' })
  await expect(origins.getByRole('listitem')).toHaveText([`${demo.origin}Remove ${demo.origin}`])

  // The page runs under the new project: its configuration is read (email on by default), and it connects.
  const sender = demoWalletAddress()
  await openDemo(page, `/?project=${projectId}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    modal(page, 'Connect Wallet').getByRole('button', { name: 'Continue with email' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await connectDevnetWallet(page)
  const account = modal(page, 'Account')
  const actions = account.getByRole('list', { name: 'Wallet actions' })
  const openAccount = () =>
    page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(sender)}`) }).click()
  await openAccount()
  await expect(actions.getByRole('button', { name: 'Swap' })).toBeVisible()

  // Swaps off in the dashboard: after a reload the Account view has no Swap action, the others stay.
  const swaps = dashboard.getByRole('checkbox', { name: 'Swaps' })
  await swaps.click()
  await expect(swaps).not.toBeChecked()
  await expect(swaps).toBeEnabled()
  await page.reload()
  await openAccount()
  await expect(actions.getByRole('button', { name: 'Send' })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Swap' })).toHaveCount(0)

  // The origin removed: a visitor of that page (a fresh one) meets the SPEC §8 alert, and no email login.
  await dashboard.getByRole('button', { name: `Remove ${demo.origin}` }).click()
  await expect(origins.getByRole('listitem')).toHaveCount(0)
  const browser = context.browser()
  if (!browser) throw new Error('no browser to open a second visitor in')
  const visitorContext = await browser.newContext()
  const guard = await guardOutsideHosts(visitorContext)
  const visitor = await visitorContext.newPage()
  await openDemo(visitor, new URL(`/?project=${projectId}`, demo).toString())
  await visitor.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(visitor, 'Connect Wallet')
  // core's ALERTS.INVALID_APP_CONFIGURATION, short and long message (SPEC §8 names the alert, not its words).
  const alert = connect.getByRole('alert')
  await expect(alert).toContainText('Invalid App Configuration')
  await expect(alert).toContainText(
    "This page's origin is not in the project's allowed origins. Add it in the project settings of your Portico Cloud.",
  )
  await expect(connect.getByRole('button', { name: 'Continue with email' })).toHaveCount(0)
  await expect(connect.getByRole('button', { name: /Portico Devnet Wallet/ })).toBeVisible()
  guard.assertNoOutsideRequests()
  await visitorContext.close()
})
