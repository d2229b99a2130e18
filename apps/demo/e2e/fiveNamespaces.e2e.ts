import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BITCOIN_NETWORK_NAME, bitcoinHook, pickDevnetWallet } from './support/bitcoinStack'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { COSMOS_NETWORK_NAME, namespaceHook, POLKADOT_NETWORK_NAME } from './support/polkadotCosmosStack'
import { chooseNetwork, evmHook, solanaHook } from './support/solanaStack'

const storedConnections = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('@portico/connections') ?? '{}')).sort())

const statuses = (page: Page) => [
  evmHook(page, 'status'),
  solanaHook(page, 'status'),
  bitcoinHook(page, 'status'),
  namespaceHook(page, 'polkadot', 'status'),
  namespaceHook(page, 'cosmos', 'status'),
]

test('five namespaces at once: each in useAccount({ namespace }), the Networks view moves between them, a reload restores them, and disconnecting Polkadot and Cosmos leaves the rest', async ({
  page,
}) => {
  // Five connects and two reloads on CI's two loaded cores (a failure bound, not a speed goal).
  test.setTimeout(120_000)
  await openDemo(page)
  await connectDevnetWallet(page)
  for (const network of [
    'Portico Solana Devnet',
    BITCOIN_NETWORK_NAME,
    POLKADOT_NETWORK_NAME,
    COSMOS_NETWORK_NAME,
  ]) {
    await chooseNetwork(page, network)
    await modal(page, 'Switch Network').getByRole('button', { name: 'Connect Wallet' }).click()
    await pickDevnetWallet(page)
  }
  for (const status of statuses(page)) await expect(status).toHaveText('connected')
  expect(await storedConnections(page)).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
  const polkadotAddress = (await namespaceHook(page, 'polkadot', 'address').textContent()) ?? ''
  const cosmosAddress = (await namespaceHook(page, 'cosmos', 'address').textContent()) ?? ''
  const evmAddress = (await evmHook(page, 'address').textContent()) ?? ''

  // Every namespace is connected, so the Networks view switches with no prompt, account following.
  for (const [network, namespace, address] of [
    ['Portico Devnet', 'eip155', evmAddress],
    [POLKADOT_NETWORK_NAME, 'polkadot', polkadotAddress],
    [COSMOS_NETWORK_NAME, 'cosmos', cosmosAddress],
  ] as const) {
    await chooseNetwork(page, network)
    await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText(namespace)
    await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText(network)
    await expect(hookValue(page, 'useAccount().address')).toHaveText(address)
  }

  await page.reload()
  for (const status of statuses(page)) await expect(status).toHaveText('connected')
  await expect(namespaceHook(page, 'polkadot', 'address')).toHaveText(polkadotAddress)
  await expect(namespaceHook(page, 'cosmos', 'address')).toHaveText(cosmosAddress)

  await page.getByRole('button', { name: 'Disconnect Polkadot (useDisconnect)' }).click()
  await page.getByRole('button', { name: 'Disconnect Cosmos (useDisconnect)' }).click()
  await expect(namespaceHook(page, 'polkadot', 'status')).toHaveText('disconnected')
  await expect(namespaceHook(page, 'cosmos', 'status')).toHaveText('disconnected')
  for (const status of statuses(page).slice(0, 3)) await expect(status).toHaveText('connected')
  expect(await storedConnections(page)).toEqual(['bip122', 'eip155', 'solana'])

  await page.reload()
  for (const status of statuses(page).slice(0, 3)) await expect(status).toHaveText('connected')
  await expect(namespaceHook(page, 'polkadot', 'status')).toHaveText('disconnected')
  await expect(namespaceHook(page, 'cosmos', 'status')).toHaveText('disconnected')
})
