import type { Page } from '@playwright/test'
import { parseEther, parseUnits } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, openDemo } from './support/demoPage'
import { demoWalletAddress, freshAddress, readDevnet, readDusd } from './support/localStack'

/** Fills the demo's send form and returns the hash it shows once the transaction is confirmed. */
async function sendFromDemo(page: Page, to: string, amount: string, token: 'ETH' | 'DUSD') {
  const form = page.getByRole('form', { name: 'Send' })
  await form.getByRole('textbox', { name: 'Recipient' }).fill(to)
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('combobox', { name: 'Token' }).selectOption(token)
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status', { name: 'Transaction status' })).toHaveText('confirmed')
  const hash = await form.getByRole('status', { name: 'Transaction hash' }).textContent()
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  return hash as `0x${string}`
}

test('sending 0.5 ETH and 5 DUSD from the demo moves exactly those amounts', async ({ page, request }) => {
  const { l1 } = await readDevnet(request)
  const sender = demoWalletAddress()
  const receiver = freshAddress()
  const before = {
    senderEth: await l1.client.getBalance({ address: sender }),
    senderDusd: await readDusd(l1, sender),
  }
  await openDemo(page)
  await connectDevnetWallet(page)

  const ethHash = await sendFromDemo(page, receiver, '0.5', 'ETH')
  const dusdHash = await sendFromDemo(page, receiver, '5', 'DUSD')

  expect(await l1.client.getBalance({ address: receiver })).toBe(parseEther('0.5'))
  expect(await readDusd(l1, receiver)).toBe(parseUnits('5', 6))
  expect(await readDusd(l1, sender)).toBe(before.senderDusd - parseUnits('5', 6))
  // The sender's ETH falls by the amount plus exactly what both transactions paid for gas.
  const fees = await Promise.all(
    [ethHash, dusdHash].map(async (hash) => {
      const receipt = await l1.client.getTransactionReceipt({ hash })
      return receipt.gasUsed * receipt.effectiveGasPrice
    }),
  )
  const paid = fees.reduce((sum, fee) => sum + fee, 0n)
  expect(await l1.client.getBalance({ address: sender })).toBe(before.senderEth - parseEther('0.5') - paid)
})
