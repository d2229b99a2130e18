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
  // A connect reads the chain and the project's cloud: 12–15 s measured on two loaded cores (npm run
  // test:stress), more than expect's 5 s, where a just-started second cloud is still warming up.
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected', { timeout: 20_000 })
}

/** The wallet's user adds a chain to the wallet and switches to it there: the page hears chainChanged. */
export async function switchWalletToChain(
  page: Page,
  chain: { chainId: number; name: string; rpcUrl: string },
) {
  await page.evaluate(async ({ chainId, name, rpcUrl }) => {
    const wallet = window.porticoDevnetWallet
    if (!wallet) throw new Error('no devnet wallet on the page')
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: `0x${chainId.toString(16)}`,
          chainName: name,
          rpcUrls: [rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    wallet.switchChain(chainId)
  }, chain)
}

/** The wallet's user adds a chain the app does not configure (31339) and switches to it in the wallet. */
export const switchWalletToOutsideChain = (page: Page) =>
  switchWalletToChain(page, { chainId: 31339, name: 'Outside Chain', rpcUrl: 'http://127.0.0.1:8545' })
