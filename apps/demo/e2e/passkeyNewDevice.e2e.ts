import type { Page, Response } from '@playwright/test'
import { guardOutsideHosts } from '@portico/test-wallets/playwright'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { askForCode, logInWithEmail, mailsTo, readLoginCode, typeCode } from './support/emailLogin'
import { pressInFrame, secureFrame } from './support/secureFrame'
import { requirePasskeys } from './support/testProject'
import { addVirtualAuthenticator } from './support/virtualPasskeys'

// A project's second factor (packages/embedded-wallet README, "Passkeys"): with its passkey requirement on, a
// phished email code no longer opens the wallet on a new device; the person's passkey does, and each new device
// is mailed to the person either way.

/** The frame's answers for the recovery share, as a device's network shows them. */
function recoveryAnswers(page: Page) {
  const statuses: number[] = []
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname === '/v1/embedded/recovery-share') statuses.push(response.status())
  })
  return statuses
}

test('a new device with the right code but no passkey stays locked; with the passkey it opens the same wallet', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // SPEC §9's email cooldown spaces the two logins of one address: 30 s of this test are that wait.
  test.setTimeout(120_000)
  const { cloudUrl, frameUrl } = (await (await request.get('/portico/stack.json')).json()) as {
    cloudUrl: string
    frameUrl: string
  }
  const projectId = await requirePasskeys(cloudUrl, [new URL(baseURL ?? '').origin, new URL(frameUrl).origin])
  const pagePath = `/?project=${projectId}`

  // The first device makes the wallet, then its person adds a passkey in Account, in the frame's own view.
  const firstDevice = await addVirtualAuthenticator(page)
  await openDemo(page, pagePath)
  const firstCodeAt = Date.now()
  const { email, address } = await logInWithEmail(page, request)
  await page.getByRole('button', { name: /^Account / }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Add a passkey' }).click()
  await pressInFrame(page, 'Add passkey')
  await expect(modal(page, 'Add a passkey').getByRole('status')).toHaveText(
    'Passkey added: opening your wallet on a new device will ask for it',
    { timeout: 20_000 },
  )
  const [passkey] = await firstDevice.credentials()
  if (!passkey) throw new Error('the first device holds no passkey after "Add passkey"')
  expect(passkey.rpId).toBe(new URL(frameUrl).hostname)

  // A new device (another browser profile) with the right code, but no passkey: the frame asks for one.
  const context = await browser.newContext()
  const guard = await guardOutsideHosts(context)
  const newDevice = await context.newPage()
  const answers = recoveryAnswers(newDevice)
  const authenticator = await addVirtualAuthenticator(newDevice)
  await openDemo(newDevice, new URL(pagePath, baseURL).toString())
  // SPEC §9: the cloud mails this address its next code 30 s after the last one, whatever the device.
  await newDevice.waitForTimeout(Math.max(0, firstCodeAt + 31_000 - Date.now()))
  await askForCode(newDevice, email)
  await typeCode(newDevice, await readLoginCode(request, email, 2))
  const prompt = secureFrame(newDevice).getByRole('region', { name: 'Use your passkey' })
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  await pressInFrame(newDevice, 'Use passkey')
  await expect(prompt.getByRole('alert')).toHaveText(
    'No passkey was used: try again, or use the device or phone that holds your passkey',
    { timeout: 20_000 },
  )
  await expect(hookValue(newDevice, 'useAccount().status')).not.toHaveText('connected')
  expect(answers).not.toContain(200)
  expect(answers).toContain(403)
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('A new device asked to open your wallet')

  // The person brings their passkey (a synced one, a phone): the same wallet opens, and the person is told.
  await authenticator.add(passkey)
  await pressInFrame(newDevice, 'Use passkey')
  await expect(hookValue(newDevice, 'useAccount().status')).toHaveText('connected', { timeout: 30_000 })
  await expect(hookValue(newDevice, 'useAccount().address')).toHaveText(address)
  expect(answers.at(-1)).toBe(200)
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('Your wallet was opened on a new device')
  guard.assertNoOutsideRequests()
  await context.close()
})
