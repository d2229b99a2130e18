import { truncateAddress } from '@portico/core'
import { verifyAdr36Signature } from '@portico/siwx'
import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'
import { COSMOS_CHAIN_ID, connectCosmos, namespaceHook, walletParts } from './support/polkadotCosmosStack'

/** The wallet's key for the chain, as Keplr's getKey gives it (base64 of the compressed public key). */
async function walletPublicKey(page: import('@playwright/test').Page, chainId: string) {
  return page.evaluate(async (id) => {
    const key = await window.porticoDevnetWallet?.cosmos?.provider.getKey(id)
    if (!key) throw new Error('the page has no devnet Cosmos wallet')
    return { address: key.bech32Address, publicKey: btoa(String.fromCharCode(...key.pubKey)) }
  }, chainId)
}

test('connect on a Cosmos chain the wallet lacks: it is suggested, then connected with a bech32 address; a signed message verifies (ADR-36); a keystore change moves the account', async ({
  page,
}) => {
  await openDemo(page)
  expect((await walletParts(page)).cosmosChains).not.toContain(COSMOS_CHAIN_ID)
  const address = await connectCosmos(page)
  expect(address).toMatch(/^osmo1[02-9ac-hj-np-z]{38}$/)
  const parts = await walletParts(page)
  expect(parts.cosmosRequests).toContain('experimentalSuggestChain')
  expect(parts.cosmosChains).toContain(COSMOS_CHAIN_ID)

  const form = page.getByRole('form', { name: 'Cosmos message signature' })
  const output = form.getByRole('status', { name: 'Cosmos signature' })
  const message = `Portico e2e ${Date.now()} on Cosmos`
  await form.getByLabel('Cosmos message').fill(message)
  await form.getByRole('button', { name: 'Sign Cosmos message' }).click()
  await expect(output).toHaveText(/^[A-Za-z0-9+/]{86}==$/)
  const signature = (await output.textContent()) ?? ''
  const key = await walletPublicKey(page, COSMOS_CHAIN_ID)
  expect(key.address).toBe(address)
  expect(await verifyAdr36Signature({ address, publicKey: key.publicKey, message, signature })).toBe(true)
  expect(
    await verifyAdr36Signature({ address, publicKey: key.publicKey, message: `${message}!`, signature }),
  ).toBe(false)

  // The user picks the wallet's second account: keplr_keystorechange, and the page and the modal follow.
  await page.evaluate(() => window.porticoDevnetWallet?.cosmos?.switchAccount(1))
  await expect(namespaceHook(page, 'cosmos', 'address')).not.toHaveText(address)
  const next = await walletPublicKey(page, COSMOS_CHAIN_ID)
  await expect(namespaceHook(page, 'cosmos', 'address')).toHaveText(next.address)
  await page.getByRole('button', { name: `Account ${truncateAddress(next.address)}` }).click()
  await expect(modal(page, 'Account').getByText(truncateAddress(next.address), { exact: true })).toBeVisible()
})
