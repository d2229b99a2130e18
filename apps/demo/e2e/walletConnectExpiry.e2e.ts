import { expect, test } from './fixtures'
import { openDemo } from './support/demoPage'
import { allowClipboard, copyPairingUri, openWalletConnect, shownQrCode } from './support/walletConnect'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

test('WalletConnect: a pairing left 4 minutes is expired (SPEC §4): the QR code gives way to a new one on request', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  await page.clock.install()
  await openDemo(page, '/?wallet=none')
  const view = await openWalletConnect(page)
  const first = await copyPairingUri(page)

  // Under 10 s of its 4 minutes left, it is expired; not a second before.
  await page.clock.fastForward('03:45')
  await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await page.clock.fastForward('00:15')
  await expect(view.getByText('QR code expired', { exact: true })).toBeVisible()
  await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toHaveCount(0)
  await expect(view.getByRole('button', { name: 'Copy link' })).toHaveCount(0)

  await view.getByRole('button', { name: 'Get a new QR code' }).click()
  await shownQrCode(view)
  expect(await copyPairingUri(page)).not.toBe(first)
})

test.describe('on mobile Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI })

  test('WalletConnect: an expired pairing starts a new one by itself (SPEC §4)', async ({
    page,
    context,
  }) => {
    await allowClipboard(context)
    await page.clock.install()
    await openDemo(page, '/?wallet=none')
    const view = await openWalletConnect(page)
    const first = await copyPairingUri(page)

    await page.clock.fastForward('04:00')
    await expect(view.locator('figure[data-uri]')).not.toHaveAttribute('data-uri', first)
    await expect(view.getByText('QR code expired', { exact: true })).toHaveCount(0)
    expect(await copyPairingUri(page)).not.toBe(first)
  })
})
