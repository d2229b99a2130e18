import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildPage } from '../pages/buildPage'
import { productById } from '../products'
import { buildWalletScript } from '../stack/buildWalletScript'
import { servePage } from '../stack/servePage'
import { type BenchStack, startBenchStack } from '../stack/startBenchStack'
import { launchChromium } from './launchChromium'
import { measureOpen } from './measureOpen'
import { openBenchPage } from './openBenchPage'

// The email bench page is configured as it should be: opening the modal on it shows Connect with the email
// entry and the project's social buttons, over bench's real stack. Configuration only: no timing is asserted.
let stack: BenchStack
let page: { url: string; close: () => Promise<void> }
let browser: Browser
let walletScript: string
const built = mkdtempSync(join(tmpdir(), 'bench-email-page-'))

beforeAll(async () => {
  stack = await startBenchStack()
  await buildPage(productById('portico-email'), built)
  page = await servePage(built)
  walletScript = await buildWalletScript()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await page?.close()
  await stack?.stop()
  rmSync(built, { recursive: true, force: true })
})

test("the secure frame is served on another origin than the page, which the project's CSP lets embed it", async () => {
  const frame = new URL(stack.frameUrl)
  expect(frame.origin).not.toBe(new URL(page.url).origin)
  const answer = await fetch(
    new URL(`?projectId=${stack.projectId}`, frame.href.replace('localhost', '127.0.0.1')),
  )
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-security-policy')).toMatch(
    /frame-ancestors [^;]*http:\/\/127\.0\.0\.1:\*/,
  )
})

test('opening the modal shows the wallet, the email entry and the social buttons, which the loaded bridge enables', async () => {
  const bench = await openBenchPage(browser, { url: page.url, stack, walletScript })
  try {
    await bench.page.locator('#connect button').first().click()
    const modal = bench.page.getByRole('dialog')
    await expect
      .poll(() => modal.getByText('Portico Devnet Wallet').isVisible(), { timeout: 30_000 })
      .toBe(true)
    await expect.poll(() => modal.getByText('Continue with email').isVisible()).toBe(true)
    const google = modal.getByRole('button', { name: 'Continue with Google' })
    await expect.poll(() => google.isEnabled(), { timeout: 30_000 }).toBe(true)
    // The project's socials (SPEC §9 defaults, all on for the demo project) in their order, Farcaster apart.
    const socials = await modal
      .getByRole('list', { name: /social/i })
      .getByRole('button')
      .allTextContents()
    expect(socials.slice(0, 3)).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord'])
  } finally {
    await bench.close()
  }
})

test("the open's figure is the wallets' frame; the email row below them is timed apart, from the same click", async () => {
  const sample = await measureOpen(browser, {
    url: page.url,
    stack,
    walletScript,
    delayMs: 0,
    laterRow: productById('portico-email').laterRow,
  })
  if (!sample.ok) throw new Error(sample.error)
  expect(sample.painted).not.toBe('Continue with email')
  // Connect draws the email and social rows a frame after the wallets.
  expect(sample.laterMs).toBeGreaterThan(sample.ms)
})
