import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { truncateAddress } from '@portico/core'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import {
  connectPolkadot,
  POLKADOT_NETWORK_NAME,
  polkadotAccounts,
  walletParts,
} from './support/polkadotCosmosStack'

test('connect on Polkadot: the Account view shows the truncated SS58 address; a signed message verifies with signatureVerify', async ({
  page,
}) => {
  await openDemo(page)
  const address = await connectPolkadot(page)
  const { polkadotAddresses } = await walletParts(page)
  // The extension hands over both accounts; the first is active until the visitor picks another.
  expect(address).toBe(polkadotAddresses[0])
  await expect(polkadotAccounts(page)).toHaveText(polkadotAddresses)
  await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText(POLKADOT_NETWORK_NAME)

  await page.getByRole('button', { name: `Account ${truncateAddress(address)}` }).click()
  const account = modal(page, 'Account')
  await expect(account.getByText(truncateAddress(address), { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: `Network: ${POLKADOT_NETWORK_NAME}` })).toBeVisible()
  await page.keyboard.press('Escape')

  const form = page.getByRole('form', { name: 'Polkadot message signature' })
  const output = form.getByRole('status', { name: 'Polkadot signature' })
  const message = `Portico e2e ${Date.now()} on Polkadot`
  await form.getByLabel('Polkadot message').fill(message)
  await form.getByRole('button', { name: 'Sign Polkadot message' }).click()
  await expect(output).toHaveText(/^0x[0-9a-f]{128}$/)
  const signature = (await output.textContent()) as `0x${string}`
  await cryptoWaitReady()
  // Extensions sign the <Bytes>-wrapped text (signRaw); the check can fail: another text, another signer.
  expect(signatureVerify(u8aWrapBytes(message), signature, address).isValid).toBe(true)
  expect(signatureVerify(u8aWrapBytes(`${message}!`), signature, address).isValid).toBe(false)
  expect(signatureVerify(u8aWrapBytes(message), signature, polkadotAddresses[1] ?? '').isValid).toBe(false)
})
