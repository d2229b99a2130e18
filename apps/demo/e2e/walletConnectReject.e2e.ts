import { expect } from './fixtures'
import { hookValue, openDemo, statusHistory } from './support/demoPage'
import {
  copyPairingUri,
  openWalletConnect,
  shownQrCode,
  walletConnectAddress,
  walletConnectTest,
} from './support/walletConnect'

walletConnectTest(
  'WalletConnect: the wallet rejects the proposal → Connection rejected, and a fresh QR code that connects',
  async ({ page, wallet }) => {
    await openDemo(page, '/?wallet=none')

    const view = await openWalletConnect(page)
    const rejected = await copyPairingUri(page)
    await wallet.pair(rejected)
    await wallet.rejectNext()

    // SPEC §8: the exact message; SPEC §4: the status went back to disconnected before the fresh pairing.
    await expect(view.getByRole('alert')).toHaveText('Connection rejected')
    await expect(statusHistory(page)).toHaveText(['disconnected', 'connecting', 'disconnected', 'connecting'])
    await shownQrCode(view)
    // The fresh QR code carries a new pairing, and that one connects.
    await expect(view.locator('figure[data-uri]')).not.toHaveAttribute('data-uri', rejected)
    const fresh = await copyPairingUri(page)
    expect(fresh).not.toBe(rejected)
    await wallet.pair(fresh)
    await wallet.approveNext()
    await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
    await expect(hookValue(page, 'useAccount().address')).toHaveText(walletConnectAddress())
    await expect(statusHistory(page)).toHaveText([
      'disconnected',
      'connecting',
      'disconnected',
      'connecting',
      'connected',
    ])
  },
)

walletConnectTest(
  'WalletConnect: closing the modal ends the pairing on offer (SPEC §8 Modal closed); reopening offers a new one that connects',
  async ({ page, wallet }) => {
    await openDemo(page, '/?wallet=none')

    await openWalletConnect(page)
    const abandoned = await copyPairingUri(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
    await expect(statusHistory(page)).toHaveText(['disconnected', 'connecting', 'disconnected'])

    await openWalletConnect(page)
    const fresh = await copyPairingUri(page)
    expect(fresh).not.toBe(abandoned)
    await wallet.pair(fresh)
    await wallet.approveNext()
    await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  },
)
