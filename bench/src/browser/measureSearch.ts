import type { Browser } from 'playwright-core'
import type { Product } from '../products'
import type { BenchStack } from '../stack/startBenchStack'
import { openBenchPage } from './openBenchPage'
import { readProbe } from './paintProbe'

export type SearchResult = { ok: true; samples: number[] } | { ok: false; error: string; samples: number[] }

/** How each product reaches its full catalogue and its search box; RainbowKit and ConnectKit have none. */
const ALL_WALLETS: Partial<Record<Product['id'], { entry: RegExp; search: string }>> = {
  portico: { entry: /All Wallets/, search: 'input[type="search"], input' },
  appkit: { entry: /All Wallets|Search Wallet/, search: 'input' },
}

export function searchSupported(product: Product): boolean {
  return product.id in ALL_WALLETS
}

/**
 * AllWallets over the full catalogue (the local cloud's, which also answers AppKit's API paths):
 * open the modal, go to All Wallets, then type the name of a wallet far down the list; each sample is
 * the first keystroke → the first frame in which that wallet's row is painted.
 */
export async function measureSearch(
  browser: Browser,
  product: Product,
  options: { url: string; stack: BenchStack; walletScript: string; runs: number; target: string },
): Promise<SearchResult> {
  const how = ALL_WALLETS[product.id]
  if (!how) return { ok: false, error: 'no catalogue search in this product', samples: [] }
  const samples: number[] = []
  try {
    for (let run = 0; run < options.runs; run++) {
      const bench = await openBenchPage(browser, { ...options, delayMs: 0 })
      try {
        const { page } = bench
        await page.locator('#connect button').first().click({ timeout: 30_000 })
        await page.getByText(how.entry).first().click({ timeout: 30_000 })
        const input = page.locator(how.search).first()
        await input.waitFor({ state: 'visible', timeout: 30_000 })
        await page.waitForTimeout(1000)
        // This evaluation also primes Playwright's script in the page (primeProbe), before the keystroke.
        await page.evaluate((name) => {
          ;(window as unknown as { benchProbe: { searchFor?: string } }).benchProbe.searchFor = name
        }, options.target)
        await input.click()
        await page.keyboard.type(options.target.split(' ')[0] ?? options.target)
        const { keyAt = 0, searchPaintedAt = 0 } = await readProbe(page, 'searched', 30_000)
        samples.push(searchPaintedAt - keyAt)
      } finally {
        await bench.close()
      }
    }
    return { ok: true, samples }
  } catch (error) {
    return {
      ok: false,
      error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '',
      samples,
    }
  }
}
