import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/** A live hook value of the demo page, by its label (e.g. `useAccount().status`). */
export const hookValue = (page: Page, label: string) => page.getByRole('status', { name: label, exact: true })

/** The modal, found by its accessible name (its title). */
export const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title })

export const statusHistory = (page: Page) =>
  page.getByRole('list', { name: 'Status history' }).getByRole('listitem')

/** Opens the page and waits until Portico's startup has settled to `status`. */
export async function openDemo(page: Page, path = '/', status = 'disconnected') {
  await page.goto(path)
  await expect(hookValue(page, 'useAccount().status')).toHaveText(status)
}

/** Connect Wallet → the installed devnet wallet → connected. */
export async function connectDevnetWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
}

/** The wallet's user adds a chain the app does not configure (31339) and switches to it in the wallet. */
export async function switchWalletToOutsideChain(page: Page) {
  await page.evaluate(async () => {
    const wallet = window.porticoDevnetWallet
    if (!wallet) throw new Error('no devnet wallet on the page')
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6b',
          chainName: 'Outside Chain',
          rpcUrls: ['http://127.0.0.1:8545'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    wallet.switchChain(31339)
  })
}
