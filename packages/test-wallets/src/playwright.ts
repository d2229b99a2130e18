// @portico/test-wallets/playwright: the devnet wallet in every page a Playwright test opens.
import { fileURLToPath } from 'node:url'
import { type DevnetWalletInitOptions, INIT_OPTIONS_GLOBAL } from './browser/installFromInitScript'

export type { DevnetWalletInitOptions } from './browser/installFromInitScript'
export { guardOutsideHosts, isLocalUrl, type OutsideHostGuard, type RouteTarget } from './outsideHostGuard'

/** The browser bundle's file, beside this one in `dist`. */
export const DEVNET_WALLET_BROWSER_SCRIPT = fileURLToPath(new URL('./browser.global.js', import.meta.url))

/** What this helper needs of Playwright's Page (or BrowserContext), so it imports nothing of Playwright. */
export type InitScriptTarget = {
  addInitScript(script: { path?: string; content?: string }): Promise<unknown>
}

/** Installs the Portico Devnet Wallet in every document `target` opens (not on about:blank). */
export async function addDevnetWallet(
  target: InitScriptTarget,
  options?: DevnetWalletInitOptions,
): Promise<void> {
  if (options)
    await target.addInitScript({
      content: `globalThis[${JSON.stringify(INIT_OPTIONS_GLOBAL)}] = ${JSON.stringify(options)}`,
    })
  await target.addInitScript({ path: DEVNET_WALLET_BROWSER_SCRIPT })
}
