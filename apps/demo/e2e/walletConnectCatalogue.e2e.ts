import { expect } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { allowClipboard, shownQrCode, walletConnectAddress, walletConnectTest } from './support/walletConnect'

const QR_COLOR = 'rgb(170, 20, 90)'

async function copiedUri(page: import('@playwright/test').Page, dialog: string) {
  await modal(page, dialog).getByRole('button', { name: 'Copy link' }).click()
  return page.evaluate(() => navigator.clipboard.readText())
}

walletConnectTest(
  'a catalogue wallet not in the browser pairs over WalletConnect: its QR code in --portico-qr-color with its icon, its web link carrying the URI',
  async ({ page, wallet }) => {
    // The host page sets the public QR colour variable (ARCHITECTURE.md "The modal in the page").
    await page.addInitScript((color) => {
      document.addEventListener('DOMContentLoaded', () =>
        document.documentElement.style.setProperty('--portico-qr-color', color),
      )
    }, QR_COLOR)
    await openDemo(page, '/?wallet=none')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet').getByRole('button', { name: 'Coinbase Wallet' }).click()

    const view = modal(page, 'Coinbase Wallet')
    const qr = await shownQrCode(view)
    expect(await qr.locator('path').evaluate((path) => getComputedStyle(path).fill)).toBe(QR_COLOR)
    // The wallet's icon, from the cloud's catalogue, sits in the QR code's centre.
    await expect(view.locator('.pc-qr__logo img')).toHaveAttribute('src', /getWalletImage\/coinbase-wallet/)

    const uri = await copiedUri(page, 'Coinbase Wallet')
    await expect(view.getByRole('link', { name: 'Open web app' })).toHaveAttribute(
      'href',
      `https://keys.coinbase.com/wc?uri=${encodeURIComponent(uri)}`,
    )
    await wallet.pair(uri)
    await wallet.approveNext()
    await expect(hookValue(page, 'useAccount().address')).toHaveText(walletConnectAddress())
  },
)

walletConnectTest.describe('on a phone-sized page', () => {
  walletConnectTest.use({ viewport: { width: 390, height: 844 } })

  walletConnectTest(
    'the mobile path: no QR code, the wallet’s own link opens it on the pairing',
    async ({ page, context }) => {
      await allowClipboard(context)
      await openDemo(page, '/?wallet=none')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal(page, 'Connect Wallet').getByRole('button', { name: 'Rainbow' }).click()

      const view = modal(page, 'Rainbow')
      const open = view.getByRole('link', { name: 'Open Rainbow' })
      await expect(open).toBeVisible()
      await expect(view.getByText('Continue in Rainbow', { exact: true })).toBeVisible()
      await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toHaveCount(0)
      const uri = await copiedUri(page, 'Rainbow')
      expect(uri).toMatch(/^wc:/)
      await expect(open).toHaveAttribute('href', `rainbow://wc?uri=${encodeURIComponent(uri)}`)
    },
  )
})
