import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo } from './support/demoPage'
import { askForCode, emailView, freshEmail } from './support/emailLogin'

// Outages, in the modal: packages/embedded-wallet's bridgeGuards prove the bridge's own
// timeouts on a fake clock; here the person sees SPEC §8's alerts and can still pick a wallet. Playwright's
// clock stands in for the SPEC §9 waits (20 s to load the frame, 120 s for a connect request).

const FRAME_LOAD_TIMEOUT_MS = 20_000
const CONNECT_REQUEST_TIMEOUT_MS = 120_000

async function stackUrls(request: import('@playwright/test').APIRequestContext) {
  return (await (await request.get('/portico/stack.json')).json()) as { frameUrl: string; cloudUrl: string }
}

test('secure site down: the load alert after 20 s, and the wallet list still connects', async ({
  page,
  request,
}) => {
  const { frameUrl } = await stackUrls(request)
  await page.clock.install()
  // The secure frame's server does not answer, as when its host is down.
  await page.route(`${new URL(frameUrl).origin}/**`, (route) => route.abort('connectionrefused'))
  await openDemo(page)
  await askForCode(page, freshEmail())
  // Not yet: the frame may have started loading when Connect opened (its social buttons prepare it), so the
  // 20 s count from there, and the seconds typing took on a loaded machine are part of them.
  await expect(page.getByText('Network Error - Could not load embedded wallet').first()).toBeHidden()
  await page.clock.runFor(FRAME_LOAD_TIMEOUT_MS)
  await expect(page.getByText('Network Error - Could not load embedded wallet').first()).toBeVisible()
  // No code step: nothing was sent.
  await expect(emailView(page).getByText(/^Code sent to /)).toHaveCount(0)

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await connectDevnetWallet(page)
  await expect(hookValue(page, 'useWalletInfo().walletInfo.name')).toHaveText(/Portico Devnet Wallet/)
})

test('a code request the cloud never answers: the request timed-out alert after 120 s', async ({
  page,
  request,
}) => {
  const { cloudUrl } = await stackUrls(request)
  await page.clock.install()
  // The frame's call to the cloud is held forever (it is the frame's own request, seen by the page's route).
  let held = 0
  await page.route(`${cloudUrl}/v1/embedded/email/code?**`, () => {
    held += 1
  })
  await openDemo(page)
  await askForCode(page, freshEmail())
  await expect.poll(() => held).toBe(1)
  // A jump, as a laptop lid closed for two minutes: the due timers fire once, not every tick of 120 s.
  await page.clock.fastForward(CONNECT_REQUEST_TIMEOUT_MS)
  await expect(page.getByText('Embedded Wallet Request Timed Out').first()).toBeVisible()
  await expect(modal(page, 'Continue with email').getByRole('textbox', { name: 'Email' })).toBeEnabled()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
