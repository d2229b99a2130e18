import { formatBalance } from '@portico/core'
import { createWalletClient, formatEther, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { demoWalletAddress, freshAddress, readDevnet, readDusd } from './support/localStack'
import { fillSend, openModalSend } from './support/modalSend'

test('acceptance 1: 1.5 DUSD from the modal: the preview shows the fee, both balances move by exactly 1.5, back on Account', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const sender = demoWalletAddress()
  const receiver = freshAddress()
  const senderBefore = await readDusd(l1, sender)
  await openDemo(page)
  await connectDevnetWallet(page)
  await openModalSend(page, sender)
  await fillSend(page, { token: /^DUSD/, amount: '1.5', receiver })

  const preview = modal(page, 'Send').getByRole('region', { name: 'Send preview' })
  await expect(preview).toContainText('You send 1.5 DUSD')
  await expect(preview.getByRole('definition')).toHaveText(/^[0-9.]+ ETH$/)
  await preview.getByRole('button', { name: 'Send now' }).click()

  const account = modal(page, 'Account')
  await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  expect(await readDusd(l1, receiver)).toBe(parseUnits('1.5', 6))
  expect(await readDusd(l1, sender)).toBe(senderBefore - parseUnits('1.5', 6))
  // SPEC §4: the balances were read again after the send: the row shows the new DUSD balance.
  const row = account.getByRole('listitem').filter({ hasText: 'DUSD' })
  await expect(row).toContainText(
    formatBalance(Number(senderBefore - parseUnits('1.5', 6)) / 1e6, { locale: 'en' }),
  )
})

test('acceptance 1: ETH with Max: the receiver gets exactly the amount, the sender keeps enough for gas', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const sender = demoWalletAddress()
  const receiverKey = generatePrivateKey()
  const receiver = privateKeyToAccount(receiverKey).address
  await openDemo(page)
  await connectDevnetWallet(page)
  await openModalSend(page, sender)
  await fillSend(page, { token: /^ETH/, amount: 'Max', receiver })
  const typed = await modal(page, 'Send').getByRole('region', { name: 'Send preview' }).textContent()
  const amount = /You send ([0-9,.]+) ETH/.exec(typed ?? '')?.[1]?.replaceAll(',', '')
  await modal(page, 'Send').getByRole('button', { name: 'Send now' }).click()
  await expect(modal(page, 'Account').getByRole('list', { name: 'Wallet actions' })).toBeVisible()

  const sent = await l1.client.getBalance({ address: receiver })
  expect(formatEther(sent)).toBe(amount)
  const left = await l1.client.getBalance({ address: sender })
  // Enough left for another plain transfer at today's fees (Max kept the fee aside, twice over).
  const { maxFeePerGas } = await l1.client.estimateFeesPerGas()
  expect(left).toBeGreaterThan(21_000n * maxFeePerGas)
  expect(left).toBeLessThan(parseEther('0.01'))
  // Give the demo wallet its ether back, so later tests on this stack still have it.
  const wallet = createWalletClient({ account: privateKeyToAccount(receiverKey), transport: http(l1.rpcUrl) })
  const fees = await l1.client.estimateFeesPerGas()
  const hash = await wallet.sendTransaction({
    chain: null,
    to: sender,
    value: sent - 21_000n * fees.maxFeePerGas * 2n,
    gas: 21_000n,
    maxFeePerGas: fees.maxFeePerGas * 2n,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  })
  await l1.client.waitForTransactionReceipt({ hash })
})
