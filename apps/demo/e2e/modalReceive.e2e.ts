import { truncateAddress } from '@portico/core'
import jsQR from 'jsqr'
import { expect, test } from './fixtures'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'
import { readQrPixels } from './support/readQrPixels'

test('acceptance 3: Receive shows the address as a QR code that decodes to it, the network and what it takes', async ({
  page,
}) => {
  const address = demoWalletAddress()
  await openDemo(page)
  await connectDevnetWallet(page)
  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }).click()
  await modal(page, 'Account')
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Receive' })
    .click()
  const view = modal(page, 'Receive')
  const qr = view.getByRole('img', { name: `QR code of your address ${truncateAddress(address)}` })
  const { data, width, height } = await readQrPixels(qr)
  expect(jsQR(data, width, height)?.data).toBe(address)
  await expect(view).toContainText('Receive on Portico Devnet')
  await expect(view).toContainText(/This address can receive ETH, .*DUSD.* on Portico Devnet\./)
  await view.getByRole('button', { name: 'Copy address' }).click()
  await expect(view.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible()
})
