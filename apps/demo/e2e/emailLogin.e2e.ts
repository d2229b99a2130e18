import { expect, test } from './fixtures'
import { hookValue, openDemo } from './support/demoPage'
import { logInWithEmail, mailsTo, shownEmail } from './support/emailLogin'
import { chooseNetwork, solanaHook } from './support/solanaStack'

// Email login through the modal against the real stack — the cloud mails the code
// to the stack's mail sink, the secure frame on its own origin keeps the keys.

test('email → the mailed code → connected on the EVM devnet; Account shows the email; a reload needs no new code; the same user has a Solana address', async ({
  page,
  request,
}) => {
  await openDemo(page)
  const { email, address } = await logInWithEmail(page, request)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(hookValue(page, 'useAccount().caipAddress')).toHaveText(`eip155:31337:${address}`)

  await page.getByRole('button', { name: /^Account / }).click()
  await expect(shownEmail(page, email)).toHaveText(`${email.slice(0, 30)}…`)
  await page.keyboard.press('Escape')

  // A reload reconnects through the frame's own session: no code is asked for, none is mailed.
  await openDemo(page, '/', 'connected')
  await expect(hookValue(page, 'useAccount().address')).toHaveText(address)
  expect(await mailsTo(request, email)).toHaveLength(1)
  await page.getByRole('button', { name: /^Account / }).click()
  // The email comes from the frame once it has loaded and opened its session (SPEC §4: eagerly after an email login).
  await expect(shownEmail(page, email)).toBeVisible({ timeout: 20_000 })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // One seed, two accounts (SPEC §1): the AUTH connector holds Solana too, with a base58 address.
  await chooseNetwork(page, 'Portico Solana Devnet')
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  await expect(solanaHook(page, 'address')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect(hookValue(page, 'useAccount().caipAddress')).toHaveText(/^solana:/)
})
