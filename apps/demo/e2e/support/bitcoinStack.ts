import type { Page } from '@playwright/test'
import { expect } from '../fixtures'
import { hookValue, modal } from './demoPage'
import { chooseNetwork } from './solanaStack'

/** The demo's Bitcoin network (demoNetworks): regtest, where the devnet wallet's Bitcoin part is. */
export const BITCOIN_NETWORK_NAME = 'Bitcoin Regtest'

export const bitcoinHook = (page: Page, field: 'status' | 'address') =>
  hookValue(page, `useAccount({ namespace: 'bip122' }).${field}`)

/** The page's list of `useAccount({ namespace: 'bip122' }).allAccounts`, one "type: address" item each. */
export const bitcoinAccounts = (page: Page) =>
  page.getByRole('list', { name: "useAccount({ namespace: 'bip122' }).allAccounts" }).getByRole('listitem')

/** The devnet wallet's Bitcoin keys as the page's wallet holds them (payment first, then ordinals). */
export async function walletBitcoinKeys(page: Page) {
  return page.evaluate(() => {
    const keys = window.porticoDevnetWallet?.bitcoin?.keys
    if (!keys) throw new Error('the page has no devnet Bitcoin wallet')
    return keys.map(({ address, purpose, addressType }) => ({ address, purpose, addressType }))
  })
}

/** Connect Wallet → the devnet wallet's one row, on whatever namespace is active. */
export async function pickDevnetWallet(page: Page) {
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
}

/**
 * With nothing connected: select Bitcoin Regtest, then Connect Wallet → the devnet wallet, so the wallet
 * connects on Bitcoin. Returns the payment address the page shows.
 */
export async function connectBitcoin(page: Page): Promise<string> {
  await chooseNetwork(page, BITCOIN_NETWORK_NAME)
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('bip122')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickDevnetWallet(page)
  await expect(bitcoinHook(page, 'status')).toHaveText('connected')
  const address = await bitcoinHook(page, 'address').textContent()
  if (!address) throw new Error('the page shows no Bitcoin address')
  return address
}
