import { truncateAddress } from '@portico/core'
import { formatEther } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { displayedAmount } from './support/displayedAmount'
import { demoWalletAddress, readDevnet } from './support/localStack'
import { chooseNetwork, displayedSol, evmHook, readSolanaDevnet, solanaHook } from './support/solanaStack'

test('EVM and Solana both connected: the Networks view switches between them both ways, account and balance following', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const solana = await readSolanaDevnet(request)
  const evmAddress = demoWalletAddress()
  await openDemo(page)
  await connectDevnetWallet(page)

  // SPEC §4: a namespace with no connection goes through SwitchActiveChain.
  await chooseNetwork(page, 'Portico Solana Devnet')
  const switchView = modal(page, 'Switch Network')
  await expect(
    switchView.getByText('Connect a wallet that supports Portico Solana Devnet to continue.'),
  ).toBeVisible()
  await switchView.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  const solanaAddress = (await solanaHook(page, 'address').textContent()) ?? ''
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(evmHook(page, 'address')).toHaveText(evmAddress)

  const ethBalance = displayedAmount(formatEther(await l1.client.getBalance({ address: evmAddress })), 'ETH')
  const solBalance = await displayedSol(solana, solanaAddress)
  const expectActive = async (address: string, balance: string, network: string) => {
    await expect(hookValue(page, 'useAccount().address')).toHaveText(address)
    await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText(network)
    await expect(
      page.getByRole('button', { name: `Account ${truncateAddress(address)}, ${balance}` }),
    ).toBeVisible()
  }
  await expectActive(solanaAddress, solBalance, 'Portico Solana Devnet')

  // Solana → EVM: both connected, so this is a switch with no prompt, and back.
  await chooseNetwork(page, 'Portico Devnet')
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('eip155')
  await expectActive(evmAddress, ethBalance, 'Portico Devnet')
  await chooseNetwork(page, 'Portico Solana Devnet')
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('solana')
  await expectActive(solanaAddress, solBalance, 'Portico Solana Devnet')
  // Each namespace kept its own connection throughout.
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(
    modal(page, 'Account').getByText(truncateAddress(solanaAddress), { exact: true }),
  ).toBeVisible()
})
