import { ed25519 } from '@noble/curves/ed25519.js'
import { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { expect, test } from './fixtures'
import { openDemo } from './support/demoPage'
import { connectSolana } from './support/solanaStack'

test('sign a message on Solana: the signature verifies with ed25519 against the account public key', async ({
  page,
}) => {
  await openDemo(page)
  const address = await connectSolana(page)
  const form = page.getByRole('form', { name: 'Solana message signature' })
  const message = `Portico e2e ${Date.now()} ✓`
  await form.getByLabel('Solana message').fill(message)
  await form.getByRole('button', { name: 'Sign Solana message' }).click()
  const output = form.getByRole('status', { name: 'Solana signature' })
  await expect(output).not.toHaveText('')
  const signature = bs58.decode((await output.textContent()) ?? '')
  const publicKey = new PublicKey(address).toBytes()
  expect(signature).toHaveLength(64)
  expect(ed25519.verify(signature, new TextEncoder().encode(message), publicKey)).toBe(true)
  // The same signature does not verify another message: the check can fail.
  expect(ed25519.verify(signature, new TextEncoder().encode(`${message}!`), publicKey)).toBe(false)
})
