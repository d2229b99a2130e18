import { truncateAddress } from '@portico/core'
import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'

test('multiWallet off: on the stack’s one-wallet project, the way to add another wallet shows SPEC §4’s info alert and the connection is unchanged', async ({
  page,
  request,
}) => {
  const { oneWalletProjectId } = (await (await request.get('/portico/stack.json')).json()) as {
    oneWalletProjectId: string | null
  }
  expect(oneWalletProjectId).toMatch(/^[0-9a-f]{32}$/)
  // The page's features come from that project, whose multiWallet the stack turned off.
  const features = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/appkit/v1/config' && url.searchParams.get('projectId') === oneWalletProjectId
  })
  const address = demoWalletAddress()
  await openDemo(page, '/?project=one-wallet')
  const multiWallet = (
    (await (await features).json()) as { features: { id: string; isEnabled: boolean }[] }
  ).features.find((feature) => feature.id === 'multi_wallet')
  expect(multiWallet?.isEnabled).toBe(false)
  await connectDevnetWallet(page)

  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }).click()
  const account = modal(page, 'Account')
  await account.getByRole('button', { name: 'Wallets and accounts' }).click()
  const alert = account.getByRole('alert')
  await expect(alert).toContainText('Multi-Wallet Not Enabled')
  await expect(alert).toContainText('Connecting several wallets at once is not enabled for this project.')
  // Nothing changed: still the Account view, the same wallet and account, no Wallets view to add one from.
  await expect(account.getByRole('button', { name: 'Add wallet' })).toHaveCount(0)
  await expect(modal(page, 'Wallets')).toHaveCount(0)
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  await expect(hookValue(page, 'useAccount().address')).toHaveText(address)
})

// A `?project=` that is no project id's shape (demoProjectFromUrl) stops the page with the reason on it, never
// running under the default project; the URL's text is shown as text, never as markup.
for (const path of ['/', '/vanilla.html']) {
  test(`${path}: a ?project= that is not a project id is refused on the page with its reason`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const project = '<img src=x onerror="window.injected=1">'
    const reason = `?project= takes 'one-wallet' or a project id (letters, digits, - and _; at most 64), not '${project}'`
    await page.goto(`${path}?project=${encodeURIComponent(project)}`)
    await expect(page.getByTestId('startup-error')).toHaveText(`The demo could not start: ${reason}`)
    await expect(page.getByRole('alert')).toHaveCount(1)
    await expect.poll(() => errors).toContain(reason)
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  })
}
