import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, openDemo, statusHistory } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'

test('reload: the connection is restored with no click, through reconnecting to connected', async ({
  page,
}) => {
  await openDemo(page)
  await connectDevnetWallet(page)

  await page.reload()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  await expect(hookValue(page, 'useAccount().address')).toHaveText(demoWalletAddress())
  // SPEC §4: a stored connection is restored through `reconnecting`, recorded by the page from before startup.
  await expect(statusHistory(page)).toHaveText(['disconnected', 'reconnecting', 'connected'])
  await expect(hookValue(page, 'useAccount().balance')).not.toHaveText('—')
})
