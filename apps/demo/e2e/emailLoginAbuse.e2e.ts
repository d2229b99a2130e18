import { expect, test } from './fixtures'
import { openDemo } from './support/demoPage'
import { askForCode, emailView, freshEmail, mailsTo, readLoginCode, typeCode } from './support/emailLogin'
import { ownProjectPage } from './support/testProject'

// The limits of email login hold on the server, not in the page. The demo's stack
// runs the cloud with 1-minute codes (playwright.config.ts) so a code can be seen to expire.

const CODE_LIFETIME_MS = 60_000
/**
 * This file asks for codes and tries them often: under a project of its own, the cloud's auth limit (10 a minute
 * per project and address) counts them apart from the demo project's, which the other files' logins use.
 */
const pageOf = ownProjectPage('Email login abuse')

test.describe.configure({ mode: 'serial' })

test('an expired code fails with the server’s clear message', async ({ page, request, baseURL }) => {
  // The code must really expire: the stack's codes live one minute (playwright.config.ts), plus the login's own steps.
  test.setTimeout(CODE_LIFETIME_MS + 60_000)
  const email = freshEmail()
  await openDemo(page, await pageOf(request, baseURL))
  await askForCode(page, email)
  const code = await readLoginCode(request, email)
  // Waits out the code's real lifetime: the cloud's clock is not the test's to move.
  await page.waitForTimeout(CODE_LIFETIME_MS + 1_000)
  await typeCode(page, code)
  await expect(emailView(page).getByRole('alert')).toHaveText('The code has expired: ask for a new one')
})

test('5 wrong codes burn the code; a second code within 30 s is refused by the server even with the page’s storage cleared', async ({
  page,
  request,
  baseURL,
}) => {
  const email = freshEmail()
  await openDemo(page, await pageOf(request, baseURL))
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
  await openDemo(page, await pageOf(request, baseURL))
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

test('a malformed email is refused in the page before any request', async ({ page, request, baseURL }) => {
  const email = `${freshEmail().replace('@example.com', '')}@example`
  const asked: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/embedded/') || sent.url().includes(':4100')) asked.push(sent.url())
  })
  await openDemo(page, await pageOf(request, baseURL))
  await askForCode(page, email)
  await expect(emailView(page).getByRole('alert')).toHaveText('Enter a valid email address')
  await expect(emailView(page).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  expect(asked).toEqual([])
  expect(await mailsTo(request, email)).toHaveLength(0)
})
