import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { BenchStack } from '../stack/startBenchStack'
import { paintProbe } from './paintProbe'
import { type CloudCall, routeClouds } from './routeClouds'

/** Text that names a wallet row in any of the products' lists (the injected Devnet Wallet first). */
export const WALLET_ROW_NAMES = [
  'Portico Devnet Wallet',
  'Browser Wallet',
  'Injected',
  'Injected Wallet',
  'WalletConnect',
  'MetaMask',
]

export type BenchPage = {
  context: BrowserContext
  page: Page
  calls: CloudCall[]
  /** Milliseconds since the page was opened, on the runner's clock (for the cloud calls' times). */
  since: () => number
  close: () => Promise<void>
}

/** A fresh browser context (empty storage) with the stack's config, the Devnet Wallet and the probe. */
export async function openBenchPage(
  browser: Browser,
  {
    url,
    stack,
    walletScript,
    delayMs = 0,
  }: { url: string; stack: BenchStack; walletScript: string; delayMs?: number },
): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const openedAt = Date.now()
  const since = () => Date.now() - openedAt
  const calls = await routeClouds(context, { cloudUrl: stack.cloudUrl, delayMs, since })
  const { stop: _stop, ...config } = stack
  await context.addInitScript((value) => {
    ;(globalThis as { benchConfig?: unknown }).benchConfig = value
  }, config)
  await context.addInitScript({ content: walletScript })
  await context.addInitScript(paintProbe, WALLET_ROW_NAMES)
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  return { context, page, calls, since, close: () => context.close() }
}
