import { truncateAddress } from '@portico/core'
import { formatEther } from 'viem'
import { expect } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { displayedAmount } from './support/displayedAmount'
import { readDevnet } from './support/localStack'
import {
  copyPairingUri,
  openWalletConnect,
  walletConnectAddress,
  walletConnectTest,
} from './support/walletConnect'

walletConnectTest(
  'WalletConnect: the QR code’s link, scanned by the Node wallet and approved, connects the EVM account with its devnet balance',
  async ({ page, wallet, request }) => {
    const { l1 } = await readDevnet(request)
    const address = walletConnectAddress()
    await openDemo(page, '/?wallet=none')

    await openWalletConnect(page)
    const uri = await copyPairingUri(page)
    await wallet.pair(uri)
    await wallet.approveNext()

    await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
    await expect(hookValue(page, 'useAccount().address')).toHaveText(address)
    await expect(hookValue(page, "useProvider('eip155').walletProviderType")).toHaveText('walletConnect')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // SPEC §5: the balance read from anvil, with 3 decimals, on the account button and in the Account view.
    const balance = displayedAmount(formatEther(await l1.client.getBalance({ address })), 'ETH')
    await page.getByRole('button', { name: `Account ${truncateAddress(address)}, ${balance}` }).click()
    await expect(modal(page, 'Account').getByText(`Balance: ${balance}`, { exact: true })).toBeVisible()
  },
)
