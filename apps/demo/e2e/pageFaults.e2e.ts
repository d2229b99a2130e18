import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'

// What can go wrong inside the visitor's own browser — storage that refuses or holds garbage,
// a wallet that never answers — never breaks the page or loses what the visitor did.

test('localStorage that throws on every write: nothing crashes, connecting works without persistence', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await openDemo(page)
  await connectDevnetWallet(page)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(modal(page, 'Account').getByRole('list', { name: 'Tokens' })).toBeVisible()
  expect(errors).toEqual([])
})

test('localStorage that refuses to be read at all: the page still loads and connects', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
  })
  await openDemo(page)
  await connectDevnetWallet(page)
  expect(errors).toEqual([])
})

test('corrupted stored values are dropped: the page starts disconnected and connects', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('corrupted')) return
    sessionStorage.setItem('corrupted', 'yes')
    localStorage.setItem('@portico/connectedConnectors', '{"eip155":{"connectorId":42')
    localStorage.setItem('@portico/connections', '"not an object"')
    localStorage.setItem('@portico/activeNamespace', '"cardano"')
    localStorage.setItem('@portico/recentWallets', '[{"id":1}]')
  })
  await openDemo(page)
  await connectDevnetWallet(page)
  await page.reload()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
})

test('a wallet that never answers: the connecting view can be left, and the modal stays usable', async ({
  page,
}) => {
  await openDemo(page)
  await page.evaluate(() => void window.porticoDevnetWallet?.delayNext())
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connecting')
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()
  const connect = modal(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: 'All Wallets' })).toBeVisible()
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal(page, 'All Wallets')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
})
