import { ed25519 } from '@noble/curves/ed25519.js'
import { truncateAddress } from '@portico/core'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { createTestClient, http, parseEther, verifyMessage } from 'viem'
import { expect, test } from './fixtures'
import { openDemo } from './support/demoPage'
import { logInWithEmail } from './support/emailLogin'
import { freshAddress, readDevnet } from './support/localStack'
import { pressInFrame, secureFrame } from './support/secureFrame'
import {
  chooseNetwork,
  freshSolanaAddress,
  readLamports,
  readSolanaDevnet,
  solanaHook,
} from './support/solanaStack'

// What the host page asks of the embedded wallet waits for the person in the secure frame, which the modal's
// ApproveTransaction view shows (SPEC §6); then the frame signs. Checked on the devnets, not on the page.

/** What the person sees and clicks: the secure frame, shown by the modal's ApproveTransaction view. */
const approveView = (page: import('@playwright/test').Page) => secureFrame(page)

test('EVM: the demo’s message is shown, approved and verifies with viem; Reject reaches the page as a user rejection; 0.01 ETH moves exactly', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  // The embedded wallet's own key signs and sends here; the smart account SPEC §9 makes the default is
  // smartAccount.e2e.ts's.
  await openDemo(page, '/?accountType=eoa')
  const { address } = await logInWithEmail(page, request)

  const form = page.getByRole('form', { name: 'Sign a message' })
  const signature = form.getByRole('status', { name: 'Signature' })
  const message = `Portico email e2e ${crypto.randomUUID()}`
  await form.getByRole('textbox', { name: 'Message' }).fill(message)
  await form.getByRole('button', { name: 'Sign message' }).click()
  await expect(approveView(page).getByRole('region', { name: 'What you sign' })).toHaveText(message)
  await pressInFrame(page, 'Approve')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const signed = (await signature.textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message, signature: signed })).toBe(true)
  expect(await verifyMessage({ address, message: `${message}!`, signature: signed })).toBe(false)

  await form.getByRole('textbox', { name: 'Message' }).fill(`${message} (refused)`)
  await form.getByRole('button', { name: 'Sign message' }).click()
  await pressInFrame(page, 'Reject')
  await expect(form.getByRole('alert')).toHaveText(/reject/i)
  await expect(signature).toHaveText('')

  // The new wallet holds nothing: the devnet (anvil) gives it 1 ETH for gas and the send.
  await createTestClient({ mode: 'anvil', transport: http(l1.rpcUrl) }).setBalance({
    address,
    value: parseEther('1'),
  })
  const receiver = freshAddress()
  const senderBefore = await l1.client.getBalance({ address })
  const send = page.getByRole('form', { name: 'Send', exact: true })
  await send.getByLabel('Recipient').fill(receiver)
  await send.getByLabel('Amount').fill('0.01')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  const view = approveView(page)
  await expect(view.getByRole('heading', { name: 'Send 0.01 ETH' })).toBeVisible()
  await expect(view.getByText(`To ${truncateAddress(receiver)}`)).toBeVisible()
  await expect(view.getByText(`On eip155:${l1.chainId}`, { exact: true })).toBeVisible()
  await pressInFrame(page, 'Approve')
  await expect(send.getByRole('status', { name: 'Transaction status' })).toHaveText('confirmed', {
    timeout: 20_000,
  })
  const hash = (await send.getByRole('status', { name: 'Transaction hash' }).textContent()) as `0x${string}`
  const receipt = await l1.client.getTransactionReceipt({ hash })
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(await l1.client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
  expect(senderBefore - (await l1.client.getBalance({ address }))).toBe(
    parseEther('0.01') + receipt.gasUsed * receipt.effectiveGasPrice,
  )
})

test('Solana: the message is shown, approved and verifies with ed25519; 0.05 SOL moves exactly', async ({
  page,
  request,
}) => {
  const solana = await readSolanaDevnet(request)
  await openDemo(page)
  await logInWithEmail(page, request)
  await chooseNetwork(page, 'Portico Solana Devnet')
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  const address = (await solanaHook(page, 'address').textContent()) ?? ''

  const form = page.getByRole('form', { name: 'Solana message signature' })
  const message = `Portico email e2e on Solana ${crypto.randomUUID()} ✓`
  await form.getByLabel('Solana message').fill(message)
  await form.getByRole('button', { name: 'Sign Solana message' }).click()
  await expect(approveView(page).getByRole('region', { name: 'What you sign' })).toHaveText(message)
  await pressInFrame(page, 'Approve')
  const output = form.getByRole('status', { name: 'Solana signature' })
  await expect(output).not.toHaveText('')
  const signed = bs58.decode((await output.textContent()) ?? '')
  const publicKey = new PublicKey(address).toBytes()
  expect(ed25519.verify(signed, new TextEncoder().encode(message), publicKey)).toBe(true)
  expect(ed25519.verify(signed, new TextEncoder().encode(`${message}!`), publicKey)).toBe(false)

  // The new wallet holds nothing: an airdrop of the local chain pays the send and its fee.
  await solana.connection.requestAirdrop(new PublicKey(address), LAMPORTS_PER_SOL)
  await expect.poll(() => readLamports(solana, address)).toBe(BigInt(LAMPORTS_PER_SOL))
  const receiver = freshSolanaAddress()
  const transfer = page.getByRole('form', { name: 'Transfer on Solana' })
  await transfer.getByLabel('Solana recipient').fill(receiver.toBase58())
  await transfer.getByLabel('Solana amount').fill('0.05')
  await transfer.getByLabel('Solana token').selectOption('SOL')
  await transfer.getByRole('button', { name: 'Send on Solana' }).click()
  await expect(approveView(page).getByRole('heading', { name: 'Send 0.05 SOL' })).toBeVisible()
  await pressInFrame(page, 'Approve')
  await expect(transfer.getByRole('status', { name: 'Solana transaction signature' })).not.toHaveText('', {
    timeout: 20_000,
  })
  expect(await readLamports(solana, receiver)).toBe(50_000_000n)
  // The sender paid the 0.05 SOL and one signature's fee (5000 lamports), nothing else.
  expect(BigInt(LAMPORTS_PER_SOL) - (await readLamports(solana, address))).toBe(50_000_000n + 5_000n)
})
