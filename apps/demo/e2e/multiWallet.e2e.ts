import type { Page } from '@playwright/test'
import { truncateAddress } from '@portico/core'
import { expect } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'
import { copyPairingUri, shownQrCode, walletConnectAddress, walletConnectTest } from './support/walletConnect'

const INJECTED = 'Portico Devnet Wallet'
// The WalletConnect card names the wallet behind the session, as the test wallet's metadata does.
const WALLET_CONNECT = 'Portico Test Wallet'

const walletsView = (page: Page) => modal(page, 'Wallets')
const walletCard = (page: Page, wallet: string) =>
  walletsView(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('list', { name: `Accounts of ${wallet}` }) })

/** Account → "Wallets and accounts": the ProfileWallets view. */
async function openWallets(page: Page, activeAddress: string) {
  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(activeAddress)}`) }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Wallets and accounts' }).click()
  await expect(walletsView(page)).toBeVisible()
}

/** The wallet's first account button: pressing it makes that wallet the active one. */
async function makeActive(page: Page, wallet: string, address: string) {
  await walletCard(page, wallet)
    .getByRole('button', { name: new RegExp(truncateAddress(address)) })
    .click()
  await expect(hookValue(page, 'useAccount().address')).toHaveText(address)
  await expect(walletCard(page, wallet)).toContainText('Active')
}

walletConnectTest(
  'the injected devnet wallet and a WalletConnect wallet on EVM at once — both listed, either made active with the hooks following, both kept over a reload, one disconnected leaves the other',
  async ({ page, wallet }) => {
    const injected = demoWalletAddress()
    const remote = walletConnectAddress()
    await openDemo(page)
    await connectDevnetWallet(page)
    await expect(hookValue(page, 'useAccount().address')).toHaveText(injected)

    // Add wallet goes through Connect; the WalletConnect pairing ends back on the Wallets view.
    await openWallets(page, injected)
    await walletsView(page).getByRole('button', { name: 'Add wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    await shownQrCode(modal(page, 'WalletConnect'))
    await wallet.pair(await copyPairingUri(page))
    await wallet.approveNext()
    await expect(walletsView(page).locator('li[data-connection]')).toHaveCount(2)
    await expect(hookValue(page, 'useAccount().address')).toHaveText(remote)
    await expect(walletCard(page, WALLET_CONNECT)).toContainText('Active')

    await makeActive(page, INJECTED, injected)
    await makeActive(page, WALLET_CONNECT, remote)

    // A reload restores both wallets, the active one still the WalletConnect one.
    await page.reload()
    await expect(hookValue(page, 'useAccount().address')).toHaveText(remote)
    await openWallets(page, remote)
    await expect(walletsView(page).locator('li[data-connection]')).toHaveCount(2)

    await walletsView(page)
      .getByRole('button', { name: `Disconnect ${WALLET_CONNECT}` })
      .click()
    await expect(walletsView(page).locator('li[data-connection]')).toHaveCount(1)
    await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
    await expect(hookValue(page, 'useAccount().address')).toHaveText(injected)
    await expect(walletCard(page, INJECTED)).toContainText('Active')
  },
)
