import { truncateAddress } from '@portico/core'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { connectSolana, displayedSol, readSolanaDevnet } from './support/solanaStack'

test('connect on Solana: the account view shows the address and the SOL balance read from the local RPC', async ({
  page,
  request,
}) => {
  const solana = await readSolanaDevnet(request)
  await openDemo(page)
  const address = await connectSolana(page)
  // The demo wallet's Solana key is one of the devnet's funded accounts.
  expect(solana.accounts.map((account) => account.address)).toContain(address)
  await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText('Portico Solana Devnet')

  const balance = await displayedSol(solana, address)
  await page.getByRole('button', { name: `Account ${truncateAddress(address)}, ${balance}` }).click()
  const account = modal(page, 'Account')
  await expect(account.getByText(truncateAddress(address), { exact: true })).toBeVisible()
  await expect(account.getByText(`Balance: ${balance}`, { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Network: Portico Solana Devnet' })).toBeVisible()
})
