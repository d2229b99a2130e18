import { signInAsFarcasterApp } from '@portico/test-wallets'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { farcasterRelayUrl, newFarcasterUser, openFarcasterQr } from './support/farcaster'

// The stack's second project: the cloud counts its auth routes (10 a minute) per project and address, so these
// sign-ins are not refused for the email-login tests that ran just before under the demo project.
const FARCASTER_PAGE = '/?project=one-wallet'

// Sign In With Farcaster against the real stack — the cloud opens a channel on the
// stack's relay (apps/farcaster-relay), the test plays the Farcaster app with a key registered as a fid in
// the devnet's IdRegistry, and the cloud verifies the signature and the fid's custody before connecting.

test('the QR → the Farcaster app signs with the fid’s custody key → connected, Account opens', async ({
  page,
}) => {
  await openDemo(page, FARCASTER_PAGE)
  const { custody, fid } = await newFarcasterUser(page.request)
  const uri = await openFarcasterQr(page)
  expect(new URL(uri).searchParams.get('domain')).toBe(new URL(page.url()).host)
  await expect(modal(page, 'Sign in with Farcaster').getByRole('status')).toHaveText(
    'Waiting for approval in Farcaster',
  )
  const answered = await signInAsFarcasterApp({
    relayUrl: await farcasterRelayUrl(page.request),
    uri,
    fid,
    signer: custody,
    username: 'farcaster-e2e',
  })
  expect(answered.status).toBe(201)
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected', { timeout: 20_000 })
  await expect(hookValue(page, 'useAccount().address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(modal(page, 'Account')).toBeVisible()
})

test("a key that is not the fid's custody is refused: 'Failed to connect to farcaster', nothing connects; Try again shows a new QR", async ({
  page,
}) => {
  await openDemo(page, FARCASTER_PAGE)
  const { fid } = await newFarcasterUser(page.request)
  const uri = await openFarcasterQr(page)
  await signInAsFarcasterApp({
    relayUrl: await farcasterRelayUrl(page.request),
    uri,
    fid,
    signer: privateKeyToAccount(generatePrivateKey()),
  })
  const view = modal(page, 'Sign in with Farcaster')
  await expect(view.getByRole('alert')).toHaveText('Failed to connect to farcaster', { timeout: 20_000 })
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
  await view.getByRole('button', { name: 'Try again' }).click()
  const fresh = await view.locator('figure[data-uri]').getAttribute('data-uri', { timeout: 20_000 })
  expect(fresh).not.toBe(uri)
})

test('a QR nobody scans for 10 minutes shows that the code expired, with Try again', async ({ page }) => {
  // The page's clock runs 10 minutes ahead, past the link's end (the retry itself is the refusal test's).
  await page.clock.install()
  await openDemo(page, FARCASTER_PAGE)
  await openFarcasterQr(page)
  await page.clock.fastForward('10:01')
  const view = modal(page, 'Sign in with Farcaster')
  await expect(view.getByRole('alert')).toHaveText('This code expired')
  await expect(view.locator('figure[data-uri]')).toHaveCount(0)
  await expect(view.getByRole('button', { name: 'Try again' })).toBeEnabled()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
})
