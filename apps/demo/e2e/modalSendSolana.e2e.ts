import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'
import { fillSend, openModalSend } from './support/modalSend'
import { connectSolana, freshSolanaAddress, readLamports, readSolanaDevnet } from './support/solanaStack'

test('acceptance 1: 1.5 SOL from the modal: the preview shows the fee, both balances move by exactly 1.5 SOL', async ({
  page,
  request,
}) => {
  const solana = await readSolanaDevnet(request)
  await openDemo(page)
  const sender = await connectSolana(page)
  const receiver = freshSolanaAddress().toBase58()
  const before = await readLamports(solana, sender)
  await openModalSend(page, sender)
  await fillSend(page, { token: /^SOL/, amount: '1.5', receiver })
  const preview = modal(page, 'Send').getByRole('region', { name: 'Send preview' })
  // One signature's fee on the devnet: 5000 lamports.
  await expect(preview.getByRole('definition')).toHaveText('0.000005 SOL')
  await preview.getByRole('button', { name: 'Send now' }).click()
  await expect(modal(page, 'Account').getByRole('list', { name: 'Wallet actions' })).toBeVisible()
  expect(await readLamports(solana, receiver)).toBe(1_500_000_000n)
  expect(before - (await readLamports(solana, sender))).toBe(1_500_000_000n + 5_000n)
})
