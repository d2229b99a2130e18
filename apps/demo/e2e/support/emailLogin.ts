import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { hookValue, modal } from './demoPage'
import { typeCodeInFrame } from './secureFrame'

/** A mailbox no test wrote to before: the stack's cloud keeps its users and cooldowns between runs. */
export const freshEmail = () => `e2e-${Date.now()}-${crypto.randomUUID().slice(0, 8)}@example.com`

/** The stack's mail sink (its /portico/stack.json), where the cloud's codes land. */
async function mailUrl(request: APIRequestContext): Promise<string> {
  const { mailUrl } = (await (await request.get('/portico/stack.json')).json()) as { mailUrl: string | null }
  if (!mailUrl) throw new Error('the stack names no mail sink')
  return mailUrl
}

type Mail = { subject: string; text: string }

/** Every mail the sink holds for `email`, newest first (its JSON API, as a person reads the web page). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const url = new URL('/api/mails', await mailUrl(request))
  url.searchParams.set('to', email)
  return ((await (await request.get(url.toString())).json()) as { mails: Mail[] }).mails
}

/** The 6 digits of the newest mail to `email`, waiting until the `count`-th mail has arrived. */
export async function readLoginCode(request: APIRequestContext, email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(count)
  const [newest] = await mailsTo(request, email)
  const code = /\b([0-9]{6})\b/.exec(newest?.text ?? '')?.[1]
  if (!code) throw new Error(`no login code in the mail to ${email}: ${newest?.text}`)
  return code
}

/** The embedded wallet's email as the Account view shows it: truncated past 30 characters, whole in its title (SPEC §5). */
export const shownEmail = (page: Page, email: string) =>
  modal(page, 'Account').getByTitle(email, { exact: true })

/** The modal's EmailLogin view (SPEC §2), reached from Connect's "Continue with email". */
export const emailView = (page: Page) => modal(page, 'Continue with email')

/** Connect Wallet → Continue with email → the address → Continue: the cloud mails a code. */
export async function askForCode(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Continue with email' }).click()
  const view = emailView(page)
  await view.getByRole('textbox', { name: 'Email' }).fill(email)
  await view.getByRole('button', { name: 'Continue' }).click()
}

/** The code step: the digits typed in the secure frame's own field (shown over the step), then its Continue. */
export async function typeCode(page: Page, code: string) {
  await expect(emailView(page).getByText(/^Code sent to /)).toBeVisible()
  await typeCodeInFrame(page, code)
}

/**
 * A new user logs in by email as a person would: the code read from the mail sink and typed in the modal.
 * Returns the EVM address the page shows once connected.
 */
export async function logInWithEmail(page: Page, request: APIRequestContext, email = freshEmail()) {
  await askForCode(page, email)
  await typeCode(page, await readLoginCode(request, email))
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected', { timeout: 20_000 })
  // Like any connect, the login closes the modal (finishConnect).
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const address = await hookValue(page, 'useAccount().address').textContent()
  if (!address) throw new Error('the page shows no address after the email login')
  return { email, address: address as `0x${string}` }
}
