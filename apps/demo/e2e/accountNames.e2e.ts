import type { Page } from '@playwright/test'
import { getCoinType, porticoDevnet, truncateAddress } from '@portico/core'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getEnsAddress } from 'viem/ens'
import { expect, test } from './fixtures'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { cloudUrl, demoWalletAddress, readDevnet } from './support/localStack'

// The local stack's names zone: the demo's nameZone and the devnet's DEVNET_NAME_ZONE, which the cloud reads.
const ZONE = 'portico.test'
const uniqueLabel = () => `alice-${crypto.randomUUID().slice(0, 8)}`
const universalResolverAddress = porticoDevnet.contracts?.ensUniversalResolver?.address as Address

/** The page's account button → Account → Choose a name: the RegisterAccountName view. */
async function openNameForm(page: Page, address: string) {
  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
  return modal(page, 'Choose a name')
}

/** Every request the page sends to the cloud's name routes (SPEC §7 /v1/profile/…), by method and path. */
function nameRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/v1/profile/')) seen.push(`${request.method()} ${pathname}`)
  })
  return seen
}

/** The personal_sign requests the devnet wallet was asked for. */
const signRequests = (page: Page) =>
  page.evaluate(
    () =>
      (window.porticoDevnetWallet?.requests ?? []).filter((request) => request.method === 'personal_sign')
        .length,
  )

test('alice-<random> is registered — a refusal at signing keeps the form, the wallet signs, the Account view and button show the name, and viem resolves it on the devnet', async ({
  page,
  request,
}) => {
  const owner = demoWalletAddress()
  const label = uniqueLabel()
  const name = `${label}.${ZONE}`
  await openDemo(page)
  await connectDevnetWallet(page)
  const form = await openNameForm(page, owner)
  const field = form.getByRole('textbox', { name: 'Name' })
  await field.fill(label)
  const suggestions = form.getByRole('list', { name: 'Suggested names' })
  await expect(suggestions.getByRole('listitem').first()).toContainText(name)
  await expect(suggestions.getByRole('listitem').first()).toContainText('Available')

  // SPEC §2: cancelling the signing step returns to RegisterAccountName, the name as typed.
  await page.evaluate(() => window.porticoDevnetWallet?.rejectNext())
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByRole('alert')).toHaveText('Signature declined')
  await expect(field).toHaveValue(label)

  await form.getByRole('button', { name: 'Register' }).click()
  const success = modal(page, 'Name registered')
  await expect(success.getByText(`${name} is yours`)).toBeVisible()
  expect(await signRequests(page)).toBe(2)
  await success.getByRole('button', { name: 'Back to account' }).click()
  const account = modal(page, 'Account')
  await expect(account.getByText(name, { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: new RegExp(`^Account ${name}`) })).toBeVisible()

  // On chain: the devnet's universal resolver asks the cloud's CCIP-read gateway (ERC-3668).
  const { l1 } = await readDevnet(request)
  expect(await getEnsAddress(l1.client, { name, universalResolverAddress })).toBe(owner)
  const onChain = await getEnsAddress(l1.client, {
    name,
    universalResolverAddress,
    coinType: BigInt(getCoinType(l1.chainId)),
  })
  expect(onChain?.toLowerCase()).toBe(owner.toLowerCase())
})

test('a name another account holds is refused, with the cloud’s reason and free names to pick', async ({
  page,
  request,
}) => {
  const label = uniqueLabel()
  const name = `${label}.${ZONE}`
  await openDemo(page)
  await connectDevnetWallet(page)
  // Another account registers the name first, signed by its own key, through the cloud's SPEC §7 route.
  const other = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const registered = await request.post(`${await cloudUrl(request)}/v1/profile/account`, {
    params: { projectId: 'portico-demo', st: 'portico', sv: 'e2e' },
    headers: { origin: new URL(page.url()).origin },
    data: {
      coin_type: getCoinType(31337),
      address: other.address,
      message,
      signature: await other.signMessage({ message }),
    },
  })
  expect(registered.status()).toBe(200)

  const form = await openNameForm(page, demoWalletAddress())
  const suggestions = form.getByRole('list', { name: 'Suggested names' })
  // Typed and checked as a visitor would: the name shows as taken, Register stays off, free names are offered.
  await form.getByRole('textbox', { name: 'Name' }).fill(label)
  await expect(suggestions.getByRole('listitem').first()).toContainText(name)
  await expect(suggestions.getByRole('listitem').first()).toContainText('Taken')
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
  await expect(suggestions.getByRole('button', { disabled: false }).first()).toBeVisible()

  // Register pressed before the suggestions answer (held back here): the cloud itself refuses the second owner.
  let answerSuggestions = () => {}
  const held = new Promise<void>((resolve) => {
    answerSuggestions = resolve
  })
  await page.route(`**/v1/profile/suggestions/${label}?*`, async (route) => {
    await held
    await route.continue()
  })
  await form.getByRole('textbox', { name: 'Name' }).fill('')
  await form.getByRole('textbox', { name: 'Name' }).fill(label)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByRole('alert')).toHaveText(`Name is already registered: ${name}`)
  await expect(suggestions.getByRole('listitem').first()).toBeVisible()
  await expect(suggestions.getByRole('button', { disabled: false }).first()).toBeVisible()
  answerSuggestions()
  await expect(modal(page, 'Choose a name')).toBeVisible()
})

test('a 3-character name is refused before any request — nothing asked of the cloud or the wallet', async ({
  page,
}) => {
  await openDemo(page)
  await connectDevnetWallet(page)
  const sent = nameRequests(page)
  const form = await openNameForm(page, demoWalletAddress())
  const field = form.getByRole('textbox', { name: 'Name' })
  await field.fill('bob')
  await expect(form.getByRole('alert')).toHaveText('At least 4 characters')
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
  await field.press('Enter')
  // Past the suggestions' typing pause (NAME_SUGGESTION_WAIT_MS, 300 ms) several times over: still nothing sent.
  await page.waitForTimeout(1_500)
  expect(sent).toEqual([])
  expect(await signRequests(page)).toBe(0)

  // The same field with a fourth character asks the cloud: the check above was the only thing holding it back.
  await field.fill('bobs')
  await expect.poll(() => sent).toContainEqual('GET /v1/profile/suggestions/bobs')
  expect(sent.some((entry) => entry.startsWith('POST'))).toBe(false)
})
