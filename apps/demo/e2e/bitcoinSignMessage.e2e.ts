import { Verifier } from 'bip322-js'
import { expect, test } from './fixtures'
import { bitcoinAccounts, connectBitcoin } from './support/bitcoinStack'
import { openDemo } from './support/demoPage'

test('sign a message on Bitcoin with the payment and the taproot address: each verifies with bip322-js', async ({
  page,
}) => {
  await openDemo(page)
  const payment = await connectBitcoin(page)
  const ordinal = ((await bitcoinAccounts(page).nth(1).textContent()) ?? '').replace(/^ordinal: /, '')
  expect(ordinal).toMatch(/^bcrt1p/)
  const form = page.getByRole('form', { name: 'Bitcoin message signature' })
  const output = form.getByRole('status', { name: 'Bitcoin signature' })

  let previous = ''
  for (const address of [payment, ordinal]) {
    const message = `Portico e2e ${Date.now()} ₿ ${address.slice(0, 8)}`
    await form.getByLabel('Signing account').selectOption(address)
    await form.getByLabel('Bitcoin message').fill(message)
    await form.getByRole('button', { name: 'Sign Bitcoin message' }).click()
    await expect(output).not.toHaveText(new RegExp(`^(${previous})?$`))
    const signature = (await output.textContent()) ?? ''
    previous = signature.replace(/[+/=]/g, '\\$&')
    // ECDSA (BIP-137) for the P2WPKH payment address, BIP-322 for taproot: bip322-js reads both.
    expect(Verifier.verifySignature(address, message, signature)).toBe(true)
    // The check can fail: another message, or the other address, does not verify.
    expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)
    const other = address === payment ? ordinal : payment
    expect(safeVerify(other, message, signature)).toBe(false)
  }
})

/** bip322-js throws on a signature of another address type; that is a failed check too. */
function safeVerify(address: string, message: string, signature: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
