import { formatEther } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { displayedAmount } from './support/displayedAmount'
import { demoWalletAddress, readDevnet } from './support/localStack'

test('switching to Portico Devnet L2, unknown to the wallet, adds the chain and shows its balance', async ({
  page,
  request,
}) => {
  const { l2 } = await readDevnet(request)
  await openDemo(page)
  await connectDevnetWallet(page)
  const knowsL2Before = await page.evaluate(() =>
    window.porticoDevnetWallet?.addedChains.some((chain) => chain.chainId === '0x7a6a'),
  )
  expect(knowsL2Before).toBe(false)

  await page.getByRole('button', { name: 'Network: Portico Devnet' }).click()
  await modal(page, 'Choose Network')
    .getByRole('button', { name: /Portico Devnet L2/ })
    .click()
  await expect(hookValue(page, 'useNetwork().chainId')).toHaveText('31338')

  // SPEC §4: the wallet answered 4902, the chain was added, and the switch retried.
  const requests = await page.evaluate(() =>
    (window.porticoDevnetWallet?.requests ?? [])
      .map((request) => request.method)
      .filter((method) => method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain'),
  )
  expect(requests).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ])
  expect(await page.evaluate(() => window.porticoDevnetWallet?.chainId)).toBe(31338)

  const balance = displayedAmount(formatEther(await l2.client.getBalance({ address: demoWalletAddress() })))
  await page.getByRole('button', { name: /^Account / }).click()
  const account = modal(page, 'Account')
  await expect(account.getByRole('button', { name: 'Network: Portico Devnet L2' })).toBeVisible()
  await expect(account.getByText(`Balance: ${balance} ETH`, { exact: true })).toBeVisible()
})
