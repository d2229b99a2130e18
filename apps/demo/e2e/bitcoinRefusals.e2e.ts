import { expect, test } from './fixtures'
import { BITCOIN_NETWORK_NAME, bitcoinHook, pickDevnetWallet } from './support/bitcoinStack'
import { hookValue, openDemo } from './support/demoPage'
import { chooseNetwork } from './support/solanaStack'

async function startBitcoinConnect(page: import('@playwright/test').Page) {
  await chooseNetwork(page, BITCOIN_NETWORK_NAME)
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('bip122')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickDevnetWallet(page)
}

test("a Bitcoin wallet on mainnet, the host asking for regtest: SPEC §5's message, and a retry once the wallet is on regtest", async ({
  page,
}) => {
  await openDemo(page)
  // The wallet's user has it on mainnet, a network the demo does not ask for.
  await page.evaluate(() => window.porticoDevnetWallet?.bitcoin?.switchNetwork('Mainnet'))
  await startBitcoinConnect(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('alert')).toHaveText('Failed to connect')
  await expect(
    dialog.getByText('The connector does not support any of the requested chains', { exact: true }),
  ).toBeVisible()
  await expect(bitcoinHook(page, 'status')).toHaveText('disconnected')

  await page.evaluate(() => window.porticoDevnetWallet?.bitcoin?.switchNetwork('Regtest'))
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(bitcoinHook(page, 'status')).toHaveText('connected')
  await expect(bitcoinHook(page, 'address')).toHaveText(/^bcrt1q/)
})

test("a Bitcoin wallet that refuses: 'Connection rejected', and Try again connects", async ({ page }) => {
  await openDemo(page)
  await page.evaluate(() => window.porticoDevnetWallet?.bitcoin?.rejectNext())
  await startBitcoinConnect(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
  await expect(bitcoinHook(page, 'status')).toHaveText('disconnected')

  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(bitcoinHook(page, 'status')).toHaveText('connected')
})
