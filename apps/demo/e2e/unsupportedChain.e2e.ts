import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'

test('the wallet switching itself to a chain outside the list gives Unknown Network and UnsupportedChain', async ({
  page,
}) => {
  await openDemo(page)
  await connectDevnetWallet(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The wallet's user adds a chain the app does not configure (31339) and switches to it in the wallet.
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

  // SPEC §4: an unknown-network state, and the UnsupportedChain view offering the configured networks.
  await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText('Unknown Network')
  await expect(hookValue(page, 'useNetwork().chainId')).toHaveText('31339')
  await expect(page.getByRole('button', { name: 'Network: Unknown Network' })).toBeVisible()
  const view = modal(page, 'Switch Network')
  await expect(
    view.getByText("This app doesn't support your current network.", { exact: false }),
  ).toBeVisible()
  await expect(view.getByRole('button', { name: /Portico Devnet L2/ })).toBeVisible()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
})
