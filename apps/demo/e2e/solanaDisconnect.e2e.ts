import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { demoWalletAddress } from './support/localStack'
import {
  chooseNetwork,
  connectSolana,
  evmHook,
  freshSolanaAddress,
  readLamports,
  readSolanaDevnet,
  solanaHook,
} from './support/solanaStack'

const storedConnections = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('@portico/connections') ?? '{}')).sort())

test("commitment 'bogus' is refused with a clear error and sends nothing", async ({ page, request }) => {
  const solana = await readSolanaDevnet(request)
  await openDemo(page)
  await connectSolana(page)
  const receiver = freshSolanaAddress()
  const form = page.getByRole('form', { name: 'Transfer on Solana' })
  await form.getByLabel('Solana recipient').fill(receiver.toBase58())
  await form.getByLabel('Solana amount').fill('0.01')
  await form.getByLabel('Commitment').fill('bogus')
  await form.getByRole('button', { name: 'Send on Solana' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'Invalid Solana commitment "bogus": expected one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
  )
  expect(await readLamports(solana, receiver)).toBe(0n)
})

test('disconnecting Solana keeps the EVM connection, also after a reload', async ({ page }) => {
  await openDemo(page)
  await connectSolana(page)
  // The EVM side too: back to an EVM network, which has no connection yet, then connect there.
  await chooseNetwork(page, 'Portico Devnet')
  await modal(page, 'Switch Network').getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  expect(await storedConnections(page)).toEqual(['eip155', 'solana'])

  await page.getByRole('button', { name: 'Disconnect Solana (useDisconnect)' }).click()
  await expect(solanaHook(page, 'status')).toHaveText('disconnected')
  await expect(solanaHook(page, 'address')).toHaveText('—')
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(evmHook(page, 'address')).toHaveText(demoWalletAddress())
  expect(await storedConnections(page)).toEqual(['eip155'])

  await page.reload()
  await expect(evmHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'status')).toHaveText('disconnected')
  await expect(hookValue(page, 'useAccount().address')).toHaveText(demoWalletAddress())
})
