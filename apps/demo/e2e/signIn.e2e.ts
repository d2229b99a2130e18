import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo, switchWalletToOutsideChain } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'
import { chooseNetwork, solanaHook } from './support/solanaStack'

// Sign in with the devnet wallet on EVM and Solana; the demo's own server
// verifies the kept session with @portico/siwx, as a host's backend would.

const server = (page: Page) => page.getByRole('status', { name: 'Demo server' })
const signInView = (page: Page) => modal(page, 'Sign In')

async function chooseDevnetWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
}

test('EVM, sign-in required: the view opens, Sign keeps a session the server accepts; a reload asks nothing', async ({
  page,
}) => {
  await openDemo(page, '/?signIn=required')
  await expect(server(page)).toHaveText('Not signed in')
  await chooseDevnetWallet(page)
  const view = signInView(page)
  await expect(view.getByRole('heading', { name: 'Portico demo' })).toBeVisible()
  await view.getByRole('button', { name: 'Show message' }).click()
  await expect(view.getByRole('region', { name: 'Message to sign' })).toContainText(
    `wants you to sign in with your Ethereum account:\n${demoWalletAddress()}`,
  )
  // Required: Escape does not dismiss it.
  await page.keyboard.press('Escape')
  await expect(view).toBeVisible()
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(server(page)).toHaveText(`Signed in as ${demoWalletAddress()}`)

  await page.reload()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  await expect(server(page)).toHaveText(`Signed in as ${demoWalletAddress()}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("the wallet refuses: 'Error signing message' and the view again; Cancel when required disconnects", async ({
  page,
}) => {
  await openDemo(page, '/?signIn=required')
  await chooseDevnetWallet(page)
  const view = signInView(page)
  await expect(view.getByRole('button', { name: 'Sign' })).toBeEnabled()
  await page.evaluate(() => window.porticoDevnetWallet?.rejectNext())
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(view.getByRole('alert')).toHaveText('Error signing message')
  await expect(server(page)).toHaveText('Not signed in')
  await view.getByRole('button', { name: 'Cancel' }).click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('Solana: connect with sign-in optional, Sign, and the server verifies the ed25519 signature', async ({
  page,
}) => {
  await openDemo(page, '/?signIn=optional')
  await chooseNetwork(page, 'Portico Solana Devnet')
  await chooseDevnetWallet(page)
  const view = signInView(page)
  await view.getByRole('button', { name: 'Show message' }).click()
  await expect(view.getByRole('region', { name: 'Message to sign' })).toContainText(
    'wants you to sign in with your Solana account:',
  )
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const address = await solanaHook(page, 'address').textContent()
  await expect(server(page)).toHaveText(`Signed in as ${address}`)
})

test('a wallet on a network outside the list is never asked to sign in', async ({ page }) => {
  await openDemo(page, '/?signIn=optional')
  await chooseDevnetWallet(page)
  await signInView(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await switchWalletToOutsideChain(page)
  await expect(hookValue(page, 'useNetwork().chainId')).toHaveText('31339')
  await expect(modal(page, 'Switch Network')).toBeVisible()
  await expect(signInView(page)).toHaveCount(0)
})
