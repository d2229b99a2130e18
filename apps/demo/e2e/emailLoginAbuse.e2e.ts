import { expect, test } from './fixtures'
import { openDemo } from './support/demoPage'
import { askForCode, emailView, freshEmail, mailsTo, readLoginCode, typeCode } from './support/emailLogin'

// Issue 18, acceptance 2: the limits of email login hold on the server, not in the page. The demo's stack
// runs the cloud with 1-minute codes (playwright.config.ts) so a code can be seen to expire.

const CODE_LIFETIME_MS = 60_000
/** SPEC §5's rate limit: the cloud takes 10 code and verify requests a minute from one address (its 'auth' limit). */
const AUTH_WINDOW_MS = 60_000
let authWindowStartedAt = 0

test.describe.configure({ mode: 'serial' })

// This file spends most of a minute's requests: the next file's logins wait for a fresh minute.
test.afterAll(async () => {
  test.setTimeout(AUTH_WINDOW_MS + 10_000)
  const left = authWindowStartedAt + AUTH_WINDOW_MS + 1_000 - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
})

test('an expired code fails with the server’s clear message', async ({ page, request }) => {
  test.setTimeout(CODE_LIFETIME_MS + 60_000)
  const email = freshEmail()
  await openDemo(page)
  await askForCode(page, email)
  const code = await readLoginCode(request, email)
  // Past the code's life (and past any earlier file's minute of requests).
  await page.waitForTimeout(CODE_LIFETIME_MS + 1_000)
  authWindowStartedAt = Date.now()
  await typeCode(page, code)
  await expect(emailView(page).getByRole('alert')).toHaveText('The code has expired: ask for a new one')
})

test('5 wrong codes burn the code; a second code within 30 s is refused by the server even with the page’s storage cleared', async ({
  page,
  request,
}) => {
  const email = freshEmail()
  await openDemo(page)
  await askForCode(page, email)
  const code = await readLoginCode(request, email)
  const wrong = code === '000000' ? '111111' : '000000'
  const answers: string[] = []
  for (let attempt = 1; attempt <= 5; attempt++) {
    await typeCode(page, wrong)
    const alert = emailView(page).getByRole('alert')
    await expect(alert).toHaveText(
      attempt < 5
        ? `Wrong code: ${5 - attempt} ${attempt === 4 ? 'try' : 'tries'} left`
        : '5 wrong codes: ask for a new one',
    )
    answers.push((await alert.textContent()) ?? '')
  }
  expect(answers).toHaveLength(5)
  // The right code no longer opens anything.
  await typeCode(page, code)
  await expect(emailView(page).getByRole('alert')).toHaveText('5 wrong codes: ask for a new one')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  // Everything the page kept (its 30 s throttle included) is gone; the cloud still refuses.
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await openDemo(page)
  // The page no longer knows when it last asked (core's own throttle would refuse otherwise).
  expect(await page.evaluate(() => localStorage.getItem('@portico/lastEmailLoginTime'))).toBeNull()
  await askForCode(page, email)
  const refusal = emailView(page).getByRole('alert')
  await expect(refusal).toHaveText(/^Please try again after [0-9]+ seconds$/)
  const seconds = Number(/([0-9]+)/.exec((await refusal.textContent()) ?? '')?.[1])
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(30)
  expect(await mailsTo(request, email)).toHaveLength(1)
})

test('a malformed email is refused in the page before any request', async ({ page, request }) => {
  const email = `${freshEmail().replace('@example.com', '')}@example`
  const asked: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/embedded/') || sent.url().includes(':4100')) asked.push(sent.url())
  })
  await openDemo(page)
  await askForCode(page, email)
  await expect(emailView(page).getByRole('alert')).toHaveText('Enter a valid email address')
  await expect(emailView(page).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  expect(asked).toEqual([])
  expect(await mailsTo(request, email)).toHaveLength(0)
})
