import { truncateAddress } from '@portico/core'
import { expect, test } from './fixtures'
import { BITCOIN_NETWORK_NAME, bitcoinHook, pickDevnetWallet } from './support/bitcoinStack'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'
import { chooseNetwork, evmHook, solanaHook } from './support/solanaStack'

test('EVM, Solana and Bitcoin connected at once: the Networks view moves between all three', async ({
  page,
}) => {
  await openDemo(page)
  await connectDevnetWallet(page)

  // SPEC §4: each namespace with no connection yet goes through SwitchActiveChain.
  for (const network of ['Portico Solana Devnet', BITCOIN_NETWORK_NAME]) {
    await chooseNetwork(page, network)
    const switchView = modal(page, 'Switch Network')
    await expect(switchView.getByText(`Connect a wallet that supports ${network} to continue.`)).toBeVisible()
    await switchView.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickDevnetWallet(page)
  }
  await expect(bitcoinHook(page, 'status')).toHaveText('connected')
  const addresses = {
    eip155: demoWalletAddress() as string,
    solana: (await solanaHook(page, 'address').textContent()) ?? '',
    bip122: (await bitcoinHook(page, 'address').textContent()) ?? '',
  }
  const networks = {
    eip155: 'Portico Devnet',
    solana: 'Portico Solana Devnet',
    bip122: BITCOIN_NETWORK_NAME,
  } as const

  // Every namespace connected: each move is a switch with no prompt, in both directions.
  for (const namespace of ['eip155', 'bip122', 'solana', 'bip122', 'eip155'] as const) {
    await chooseNetwork(page, networks[namespace])
    await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText(namespace)
    await expect(hookValue(page, 'useAccount().address')).toHaveText(addresses[namespace])
    await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText(networks[namespace])
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  await expect(bitcoinHook(page, 'status')).toHaveText('connected')

  await chooseNetwork(page, BITCOIN_NETWORK_NAME)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(
    modal(page, 'Account').getByText(truncateAddress(addresses.bip122), { exact: true }),
  ).toBeVisible()
})
