import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo, statusHistory } from './support/demoPage'

const storedConnections = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('@portico/connections') ?? '{}') as Record<string, unknown>,
  )

test('disconnect clears the account, closes the modal and the stored connection; a reload stays disconnected', async ({
  page,
}) => {
  await openDemo(page)
  await connectDevnetWallet(page)
  expect(Object.keys(await storedConnections(page))).toEqual(['eip155'])

  await page.getByRole('button', { name: /^Account / }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()

  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
  await expect(hookValue(page, 'useAccount().address')).toHaveText('—')
  await expect(hookValue(page, 'useAccount().balance')).toHaveText('—')
  await expect(hookValue(page, 'useModal().isOpen')).toHaveText('false')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await storedConnections(page)).toEqual({})

  await page.reload()
  await expect(page.getByRole('status', { name: 'client.ready' })).toHaveText('resolved')
  await expect(statusHistory(page)).toHaveText(['disconnected'])
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
