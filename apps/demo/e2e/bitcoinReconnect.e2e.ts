import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  BITCOIN_NETWORK_NAME,
  bitcoinAccounts,
  bitcoinHook,
  connectBitcoin,
  pickDevnetWallet,
} from './support/bitcoinStack'
import { connectDevnetWallet, hookValue, modal, openDemo, statusHistory } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'
import { chooseNetwork, evmHook, solanaHook } from './support/solanaStack'

const storedConnections = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('@portico/connections') ?? '{}')).sort())

test('reload: the Bitcoin connection is restored with no click, both accounts with their types', async ({
  page,
}) => {
  await openDemo(page)
  const address = await connectBitcoin(page)
  const accounts = await bitcoinAccounts(page).allTextContents()

  await page.reload()
  await expect(bitcoinHook(page, 'status')).toHaveText('connected')
  await expect(bitcoinHook(page, 'address')).toHaveText(address)
  await expect(bitcoinAccounts(page)).toHaveText(accounts)
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('bip122')
  await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText(BITCOIN_NETWORK_NAME)
  // SPEC §4: restored through `reconnecting`, and nothing but the restore happened (no modal).
  await expect(statusHistory(page)).toHaveText(['disconnected', 'reconnecting', 'connected'])
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('disconnecting Bitcoin keeps the EVM and Solana connections, also after a reload', async ({ page }) => {
  await openDemo(page)
  await connectDevnetWallet(page)
  for (const network of ['Portico Solana Devnet', BITCOIN_NETWORK_NAME]) {
    await chooseNetwork(page, network)
    await modal(page, 'Switch Network').getByRole('button', { name: 'Connect Wallet' }).click()
    await pickDevnetWallet(page)
  }
  await expect(bitcoinHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  await expect(evmHook(page, 'status')).toHaveText('connected')
  expect(await storedConnections(page)).toEqual(['bip122', 'eip155', 'solana'])
  const solanaAddress = (await solanaHook(page, 'address').textContent()) ?? ''

  await page.getByRole('button', { name: 'Disconnect Bitcoin (useDisconnect)' }).click()
  await expect(bitcoinHook(page, 'status')).toHaveText('disconnected')
  await expect(bitcoinAccounts(page)).toHaveCount(0)
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(evmHook(page, 'address')).toHaveText(demoWalletAddress())
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'address')).toHaveText(solanaAddress)
  expect(await storedConnections(page)).toEqual(['eip155', 'solana'])

  await page.reload()
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  await expect(bitcoinHook(page, 'status')).toHaveText('disconnected')
})
