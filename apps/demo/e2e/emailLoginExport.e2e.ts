import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { logInWithEmail, readLoginCode, shownEmail } from './support/emailLogin'
import { type AttackerWindow, openEveryShadowRoot } from './support/pageAttacker'
import { pressInFrame, secureFrame, typeCodeInFrame } from './support/secureFrame'
import { chooseNetwork, solanaHook } from './support/solanaStack'
import { ownProjectPage } from './support/testProject'

// Key export (SPEC §4 "Secure frame"): after a fresh code the secure frame shows the wallet's keys in its own
// document; a script of the page, looking everywhere it can during the export, finds none of them.

// Two logins' worth of codes from one address: this file's own project and auth budget.
const pageOf = ownProjectPage('Key export')

test('export: after a fresh code the frame shows keys of the account; the page never holds them', async ({
  page,
  request,
  baseURL,
}) => {
  // The attacker: a script in the page's own world, before the page's, that opens every shadow root and, on
  // every animation frame, copies every field's value and every root's text.
  await openEveryShadowRoot(page)
  await page.addInitScript(() => {
    const seen = new Set<string>()
    Object.assign(window, { __attackerSaw: seen })
    const scan = () => {
      for (const root of (window as unknown as AttackerWindow).__everyRoot()) {
        for (const field of root.querySelectorAll('input, textarea'))
          seen.add((field as HTMLInputElement).value)
        seen.add((root instanceof Document ? root.body?.textContent : root.textContent) ?? '')
      }
      requestAnimationFrame(scan)
    }
    requestAnimationFrame(scan)
  })
  await openDemo(page, await pageOf(request, baseURL))
  const { email, address } = await logInWithEmail(page, request)

  await page.getByRole('button', { name: /^Account / }).click()
  await expect(shownEmail(page, email)).toBeVisible({ timeout: 20_000 })
  await modal(page, 'Account').getByRole('button', { name: 'Export wallet' }).click()
  const view = modal(page, 'Export wallet')
  await expect(view.getByText(`Enter the code sent to ${email.slice(0, 30)}`)).toBeVisible({
    timeout: 20_000,
  })
  // The second mail to the address is the export's code; it is typed in the frame's own field.
  await typeCodeInFrame(page, await readLoginCode(request, email, 2))

  const keys = secureFrame(page).getByRole('region', { name: 'Export wallet' })
  await expect(keys.getByText(/^Anyone with these keys/)).toBeVisible({ timeout: 20_000 })
  const evmKey = (await keys.getByLabel('EVM private key', { exact: true }).textContent()) ?? ''
  const solanaSecret = (await keys.getByLabel('Solana secret key', { exact: true }).textContent()) ?? ''
  const phrase = (await keys.getByLabel('Recovery phrase', { exact: true }).textContent()) ?? ''
  expect(evmKey).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(keys.getByRole('button', { name: 'Copy EVM private key' })).toBeVisible()

  // While the keys are on screen, the page's script looks once more, then reports all it saw.
  const saw = await page.evaluate(() => {
    const seen = (window as unknown as { __attackerSaw: Set<string> }).__attackerSaw
    for (const root of (window as unknown as AttackerWindow).__everyRoot())
      seen.add((root instanceof Document ? root.body?.textContent : root.textContent) ?? '')
    return [...seen].join('\n')
  })
  expect(saw).toContain(email.slice(0, 30))
  for (const secret of [evmKey, evmKey.slice(2), solanaSecret, phrase]) expect(saw).not.toContain(secret)

  // Done wipes the keys from the frame's document and brings Account back.
  await pressInFrame(page, 'Done')
  await expect(modal(page, 'Account')).toBeVisible()
  await expect(secureFrame(page).getByText(evmKey)).toHaveCount(0)

  // On the devnet the account is a smart account (SPEC §9) the exported key owns: as its EOA, the account
  // is the key's own address.
  expect(privateKeyToAddress(evmKey as `0x${string}`)).not.toBe(address)
  await modal(page, 'Account').getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect(hookValue(page, 'useAccount().address')).toHaveText(
    privateKeyToAddress(evmKey as `0x${string}`),
    {
      timeout: 20_000,
    },
  )
  await page.keyboard.press('Escape')

  // The Solana secret is the keypair of the same user's Solana account.
  await chooseNetwork(page, 'Portico Solana Devnet')
  await expect(solanaHook(page, 'address')).toHaveText(
    Keypair.fromSecretKey(bs58.decode(solanaSecret)).publicKey.toBase58(),
    { timeout: 20_000 },
  )
})
