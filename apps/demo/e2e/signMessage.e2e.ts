import { verifyMessage } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, openDemo } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'

test('a message signed from the demo verifies against the wallet address', async ({ page }) => {
  const message = `Portico e2e ${crypto.randomUUID()}`
  await openDemo(page)
  await connectDevnetWallet(page)

  const form = page.getByRole('form', { name: 'Sign a message' })
  await form.getByRole('textbox', { name: 'Message' }).fill(message)
  await form.getByRole('button', { name: 'Sign message' }).click()
  const output = form.getByRole('status', { name: 'Signature' })
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)

  const signature = (await output.textContent()) as `0x${string}`
  expect(await verifyMessage({ address: demoWalletAddress(), message, signature })).toBe(true)
  expect(await verifyMessage({ address: demoWalletAddress(), message: `${message}!`, signature })).toBe(false)
})
