import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pickDevnetWallet } from './support/bitcoinStack'
import { hookValue, modal, openDemo } from './support/demoPage'
import {
  COSMOS_NETWORK_NAME,
  connectCosmos,
  connectPolkadot,
  namespaceHook,
  POLKADOT_NETWORK_NAME,
} from './support/polkadotCosmosStack'
import { chooseNetwork } from './support/solanaStack'

// Cosmos Hub, a chain the wallet knows: the refusal is of the connect itself, not of a suggested chain.
const NAMESPACES = [
  { namespace: 'polkadot', network: POLKADOT_NETWORK_NAME },
  { namespace: 'cosmos', network: 'Cosmos Hub' },
] as const

async function startConnect(page: Page, network: string) {
  await chooseNetwork(page, network)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickDevnetWallet(page)
}

for (const { namespace, network } of NAMESPACES) {
  test(`a ${namespace} wallet that refuses: 'Connection rejected', and Try again connects`, async ({
    page,
  }) => {
    await openDemo(page)
    await page.evaluate((part) => window.porticoDevnetWallet?.[part]?.rejectNext(), namespace)
    await startConnect(page, network)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
    await expect(namespaceHook(page, namespace, 'status')).toHaveText('disconnected')

    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(namespaceHook(page, namespace, 'status')).toHaveText('connected')
  })
}

test("a Cosmos chain the wallet's user refuses to add: SPEC §5's message, and Try again adds it and connects", async ({
  page,
}) => {
  await openDemo(page)
  await page.evaluate(() => window.porticoDevnetWallet?.cosmos?.rejectNext())
  await startConnect(page, COSMOS_NETWORK_NAME)
  const dialog = page.getByRole('dialog')
  await expect(
    dialog.getByText('The connector does not support any of the requested chains', { exact: true }),
  ).toBeVisible()
  await expect(namespaceHook(page, 'cosmos', 'status')).toHaveText('disconnected')

  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(namespaceHook(page, 'cosmos', 'status')).toHaveText('connected')
  await expect(namespaceHook(page, 'cosmos', 'address')).toHaveText(/^osmo1/)
})

test('a Polkadot extension that takes the site away after connect: disconnected, and the page and modal still work', async ({
  page,
}) => {
  await openDemo(page)
  await connectPolkadot(page)
  await page.evaluate(() => window.porticoDevnetWallet?.polkadot?.revoke())
  await expect(namespaceHook(page, 'polkadot', 'status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page, 'Connect Wallet')).toBeVisible()
})

test('a Cosmos wallet that takes the site away after connect: disconnected, and the page and modal still work', async ({
  page,
}) => {
  await openDemo(page)
  await connectCosmos(page)
  // The user removes the site in the wallet, which then tells pages its keystore changed.
  await page.evaluate(async () => {
    await window.porticoDevnetWallet?.cosmos?.provider.disable()
    window.dispatchEvent(new Event('keplr_keystorechange'))
  })
  await expect(namespaceHook(page, 'cosmos', 'status')).toHaveText('disconnected')
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('cosmos')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page, 'Connect Wallet')).toBeVisible()
})
