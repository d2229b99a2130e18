import type { Page } from '@playwright/test'
import { parseEther, verifyMessage } from 'viem'
import { expect } from './fixtures'
import { openDemo } from './support/demoPage'
import { freshAddress, readDevnet } from './support/localStack'
import { connectWithTestWallet, walletConnectAddress, walletConnectTest } from './support/walletConnect'

async function signFromDemo(page: Page, message: string) {
  const form = page.getByRole('form', { name: 'Sign a message' })
  await form.getByRole('textbox', { name: 'Message' }).fill(message)
  await form.getByRole('button', { name: 'Sign message' }).click()
  const output = form.getByRole('status', { name: 'Signature' })
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)
  return (await output.textContent()) as `0x${string}`
}

async function sendEthFromDemo(page: Page, to: string, amount: string) {
  const form = page.getByRole('form', { name: 'Send' })
  await form.getByRole('textbox', { name: 'Recipient' }).fill(to)
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('combobox', { name: 'Token' }).selectOption('ETH')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status', { name: 'Transaction status' })).toHaveText('confirmed')
  const hash = await form.getByRole('status', { name: 'Transaction hash' }).textContent()
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  return hash as `0x${string}`
}

walletConnectTest(
  'WalletConnect: a message signed and a transaction sent through the session, answered by the Node wallet',
  async ({ page, wallet, request }) => {
    const { l1 } = await readDevnet(request)
    const sender = walletConnectAddress()
    const receiver = freshAddress()
    await openDemo(page, '/?wallet=none')
    await connectWithTestWallet(page, wallet)

    const message = `Portico WalletConnect e2e ${crypto.randomUUID()}`
    const signature = await signFromDemo(page, message)
    expect(await verifyMessage({ address: sender, message, signature })).toBe(true)
    expect(await verifyMessage({ address: sender, message: `${message}!`, signature })).toBe(false)

    const before = await l1.client.getBalance({ address: sender })
    const hash = await sendEthFromDemo(page, receiver, '0.25')
    const receipt = await l1.client.getTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(sender.toLowerCase())
    expect(await l1.client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(await l1.client.getBalance({ address: sender })).toBe(
      before - parseEther('0.25') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    // Both went to the phone, not to a wallet in the page.
    expect(wallet.answered.map(({ method, chainId, error }) => [method, chainId, error])).toEqual([
      ['personal_sign', 'eip155:31337', undefined],
      ['eth_sendTransaction', 'eip155:31337', undefined],
    ])
  },
)
