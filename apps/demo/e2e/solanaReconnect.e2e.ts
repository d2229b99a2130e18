import { expect, test } from './fixtures'
import { hookValue, openDemo, statusHistory } from './support/demoPage'
import { connectSolana, solanaHook } from './support/solanaStack'

test('reload: the Solana connection is restored with no click, through reconnecting to connected', async ({
  page,
}) => {
  await openDemo(page)
  const address = await connectSolana(page)

  await page.reload()
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'address')).toHaveText(address)
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('solana')
  await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText('Portico Solana Devnet')
  // SPEC §4: a stored connection is restored through `reconnecting`, recorded by the page from before startup.
  await expect(statusHistory(page)).toHaveText(['disconnected', 'reconnecting', 'connected'])
  await expect(solanaHook(page, 'balance')).not.toHaveText('—')
  // Nothing but the restore happened: no modal was opened.
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
