import { expect, test } from './fixtures'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { demoWalletAddress, freshAddress, readDevnet, readDusd } from './support/localStack'
import { fillSend, openModalSend } from './support/modalSend'

test('acceptance 2: empty amount, invalid receiver, wrong namespace, more than the balance: each refused with its message, nothing sent', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const sender = demoWalletAddress()
  const receiver = freshAddress()
  const nonce = await l1.client.getTransactionCount({ address: sender })
  await openDemo(page)
  await connectDevnetWallet(page)
  const view = await openModalSend(page, sender)
  const refusal = view.getByRole('alert')

  await fillSend(page, { token: /^DUSD/, amount: '', receiver })
  await expect(refusal).toHaveText('An amount and receiver address are required')
  await fillSend(page, { token: /^DUSD/, amount: '1', receiver: '0x1234' })
  await expect(refusal).toHaveText('Enter a valid Portico Devnet address')
  await fillSend(page, {
    token: /^DUSD/,
    amount: '1',
    receiver: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  })
  await expect(refusal).toHaveText(
    'This address is for another kind of network; it cannot receive on Portico Devnet',
  )
  await fillSend(page, { token: /^DUSD/, amount: '100000000000', receiver })
  await expect(refusal).toHaveText('The amount is more than your DUSD balance')
  await expect(view.getByRole('region', { name: 'Send preview' })).toHaveCount(0)
  expect(await l1.client.getTransactionCount({ address: sender })).toBe(nonce)
})

test('acceptance 2: the wallet rejects → the form keeps what was typed, nothing sent', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const sender = demoWalletAddress()
  const receiver = freshAddress()
  await openDemo(page)
  await connectDevnetWallet(page)
  const view = await openModalSend(page, sender)
  await fillSend(page, { token: /^DUSD/, amount: '2.25', receiver })
  await page.evaluate(() => window.porticoDevnetWallet?.rejectNext())
  await view.getByRole('button', { name: 'Send now' }).click()
  await expect(view.getByRole('alert')).toHaveText('The send was rejected in your wallet')
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('2.25')
  await expect(view.getByRole('textbox', { name: 'Receiver address' })).toHaveValue(receiver)
  await expect(view.getByRole('combobox', { name: 'Token' }).locator('option:checked')).toHaveText(/^DUSD/)
  expect(await readDusd(l1, receiver)).toBe(0n)
  await expect(modal(page, 'Send')).toBeVisible()
})
