import { expect, test } from './fixtures'
import { hookValue, modal, openDemo, statusHistory } from './support/demoPage'

test('a rejected connection says so, returns to disconnected, and Try again connects', async ({ page }) => {
  await openDemo(page)
  await page.evaluate(() => window.porticoDevnetWallet?.rejectNext())

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
  await expect(statusHistory(page)).toHaveText(['disconnected', 'connecting', 'disconnected'])

  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
})
