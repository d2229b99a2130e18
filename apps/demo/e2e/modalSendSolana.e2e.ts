import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'
import { fillSend, openModalSend } from './support/modalSend'
import {
  connectSolana,
  freshSolanaAddress,
  readDusdUnits,
  readLamports,
  readSolanaDevnet,
} from './support/solanaStack'

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

test("acceptance 1: 1.5 DUSD (SPL) from the modal to an account without a token account: the preview's fee includes that account's rent, the receiver gets exactly 1.5 and the sender pays exactly the preview's fee", async ({
  page,
  request,
}) => {
  const solana = await readSolanaDevnet(request)
  await openDemo(page)
  const sender = await connectSolana(page)
  const receiver = freshSolanaAddress().toBase58()
  const [dusdBefore, lamportsBefore] = [
    await readDusdUnits(solana, sender),
    await readLamports(solana, sender),
  ]
  // The receiver's token account is made by the send and its rent paid by the sender (165 bytes): the
  // preview's fee shows it beside the signature's, as what leaves the wallet besides the amount.
  const rent = BigInt(await solana.connection.getMinimumBalanceForRentExemption(165))
  const cost = 5_000n + rent
  await openModalSend(page, sender)
  await fillSend(page, { token: /^DUSD/, amount: '1.5', receiver })
  const preview = modal(page, 'Send').getByRole('region', { name: 'Send preview' })
  const shown = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 }).format(Number(cost) / 1e9)
  await expect(preview.getByRole('definition')).toHaveText(`${shown} SOL`)
  await preview.getByRole('button', { name: 'Send now' }).click()
  await expect(modal(page, 'Account').getByRole('list', { name: 'Wallet actions' })).toBeVisible()
  // DUSD has 6 decimals: 1.5 is 1,500,000 units.
  expect(await readDusdUnits(solana, receiver)).toBe(1_500_000n)
  expect(dusdBefore - (await readDusdUnits(solana, sender))).toBe(1_500_000n)
  expect(lamportsBefore - (await readLamports(solana, sender))).toBe(cost)
})
