import { truncateAddress } from '@portico/core'
import { formatEther } from 'viem'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { displayedAmount } from './support/displayedAmount'
import { demoWalletAddress, readDevnet } from './support/localStack'

test('connect: the modal lists the devnet wallet as installed; the account view shows the address and balance', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const address = demoWalletAddress()
  await openDemo(page)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const wallet = modal(page, 'Connect Wallet').getByRole('button', { name: /Portico Devnet Wallet/ })
  await expect(wallet).toContainText('Installed')
  await wallet.click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  await expect(hookValue(page, 'useAccount().address')).toHaveText(address)

  // SPEC §5: truncated to the first 4 and last 6 characters; the balance read from anvil with 3 decimals.
  const balance = displayedAmount(formatEther(await l1.client.getBalance({ address })), 'ETH')
  // <ConnectButton> (the demo's only account button) shows the account once connected.
  const connectButton = page.getByRole('button', { name: `Account ${truncateAddress(address)}, ${balance}` })
  await expect(connectButton).toHaveText(`${truncateAddress(address)} ${balance}`)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  await connectButton.click()
  const account = modal(page, 'Account')
  await expect(account.getByText(truncateAddress(address), { exact: true })).toBeVisible()
  await expect(account.getByText(`Balance: ${balance}`, { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Network: Portico Devnet' })).toBeVisible()
})
