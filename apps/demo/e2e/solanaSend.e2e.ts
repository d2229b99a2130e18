import { formatDecimal } from '@portico/core'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import { expect, test } from './fixtures'
import { openDemo } from './support/demoPage'
import {
  connectSolana,
  freshSolanaAddress,
  readDusdUnits,
  readLamports,
  readSolanaDevnet,
  solanaHook,
} from './support/solanaStack'

test('send 0.1 SOL and 2 DUSD to a new account: its token account is created, balances move by exactly that', async ({
  page,
  request,
}) => {
  const solana = await readSolanaDevnet(request)
  await openDemo(page)
  const sender = await connectSolana(page)
  const receiver = freshSolanaAddress()
  const senderDusdBefore = await readDusdUnits(solana, sender)
  const receiverTokenAccount = getAssociatedTokenAddressSync(new PublicKey(solana.tokens.DUSD.mint), receiver)
  expect(await solana.connection.getAccountInfo(receiverTokenAccount)).toBeNull()

  const form = page.getByRole('form', { name: 'Transfer on Solana' })
  const send = async (amount: string, token: 'SOL' | 'DUSD') => {
    await form.getByLabel('Solana recipient').fill(receiver.toBase58())
    await form.getByLabel('Solana amount').fill(amount)
    await form.getByLabel('Solana token').selectOption(token)
    await form.getByRole('button', { name: 'Send on Solana' }).click()
    await expect(form.getByRole('status', { name: 'Solana transaction signature' })).not.toHaveText('')
  }

  const senderLamportsBefore = await readLamports(solana, sender)
  await send('0.1', 'SOL')
  expect(await readLamports(solana, receiver)).toBe(100_000_000n)
  // The sender paid the 0.1 SOL and one signature's fee (5000 lamports), nothing else.
  expect(senderLamportsBefore - (await readLamports(solana, sender))).toBe(100_000_000n + 5_000n)
  // The page read its balance again after the send (SPEC §4's send flow refreshes it).
  await expect(solanaHook(page, 'balance')).toHaveText(formatDecimal(await readLamports(solana, sender), 9))

  await send('2', 'DUSD')
  expect(await readDusdUnits(solana, receiver)).toBe(2_000_000n)
  expect(await readDusdUnits(solana, sender)).toBe(senderDusdBefore - 2_000_000n)
  expect(await solana.connection.getAccountInfo(receiverTokenAccount)).not.toBeNull()
  // The receiver's SOL is untouched by the token send: the sender paid the new account's rent.
  expect(await readLamports(solana, receiver)).toBe(100_000_000n)
})
