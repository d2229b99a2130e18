import { expect, test } from './fixtures'
import {
  connectDevnetWallet,
  hookValue,
  modal,
  openDemo,
  switchWalletToOutsideChain,
} from './support/demoPage'

test('the wallet switching itself to a chain outside the list gives Unknown Network and UnsupportedChain', async ({
  page,
}) => {
  await openDemo(page)
  await connectDevnetWallet(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await switchWalletToOutsideChain(page)

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
