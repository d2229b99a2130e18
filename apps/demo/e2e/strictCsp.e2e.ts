import type { Page } from '@playwright/test'
import { STRICT_CSP } from '../strictCsp'
import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { connectSolana } from './support/solanaStack'
import { shownQrCode } from './support/walletConnect'

// The modal works under a strict Content-Security-Policy that the demo's server sends with
// `?csp=strict` — every violation the browser reports is recorded and must be none.
async function openUnderStrictCsp(page: Page, query = '') {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  const served = page.waitForResponse((response) => response.request().resourceType() === 'document')
  await openDemo(page, `/?csp=strict${query}`)
  expect((await served).headers()['content-security-policy']).toBe(STRICT_CSP)
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

test('EVM: connect, the account view and its tabs, networks and a switch, disconnect — no CSP violation', async ({
  page,
}) => {
  await openUnderStrictCsp(page)
  await connectDevnetWallet(page)
  await page.getByRole('button', { name: /^Account / }).click()
  const account = modal(page, 'Account')
  await expect(account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first()).toBeVisible()
  for (const tab of ['NFTs', 'Activity']) {
    await account.getByRole('tab', { name: tab }).click()
    await expect(account.getByRole('tabpanel', { name: tab })).toBeVisible()
  }
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Network: Portico Devnet' }).click()
  await modal(page, 'Choose Network')
    .getByRole('button', { name: /Portico Devnet L2/ })
    .click()
  await expect(hookValue(page, 'useNetwork().chainId')).toHaveText('31338')
  await page.getByRole('button', { name: /^Account / }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
  expect(await violations(page)).toEqual([])
})

test('a catalogue wallet’s WalletConnect QR with its icon, All Wallets, then Solana — no CSP violation', async ({
  page,
}) => {
  await openUnderStrictCsp(page, '&wallet=none')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Coinbase Wallet' }).click()
  const view = modal(page, 'Coinbase Wallet')
  await shownQrCode(view)
  await expect(view.locator('.pc-qr__logo img')).toHaveJSProperty('complete', true)
  await page.getByRole('button', { name: 'Back' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal(page, 'All Wallets').getByRole('button', { name: /Coinbase Wallet/ })).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await violations(page)).toEqual([])

  await openUnderStrictCsp(page)
  await connectSolana(page)
  expect(await violations(page)).toEqual([])
})
