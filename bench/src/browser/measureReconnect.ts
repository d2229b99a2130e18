import type { Browser } from 'playwright-core'
import type { Product } from '../products'
import type { BenchStack } from '../stack/startBenchStack'
import { openBenchPage } from './openBenchPage'

export type ReconnectResult =
  | { ok: true; samples: number[] }
  | { ok: false; error: string; samples: number[] }

const DEVNET_WALLET = 'Portico Devnet Wallet'

/**
 * Connects once through the product's own UI with the Devnet Wallet, then reloads `reloads` times:
 * each sample is page load (navigation start) to the first frame that shows the page connected
 * (the page's `bench:connected` mark), the wallet remembering its grant as an extension does.
 */
export async function measureReconnect(
  browser: Browser,
  product: Product,
  options: { url: string; stack: BenchStack; walletScript: string; reloads: number },
): Promise<ReconnectResult> {
  const bench = await openBenchPage(browser, { ...options, delayMs: 0 })
  const samples: number[] = []
  const connectedMark = () =>
    bench.page.waitForFunction(() => performance.getEntriesByName('bench:connected')[0]?.startTime, null, {
      timeout: 30_000,
      polling: 50,
    })
  try {
    const button = bench.page.locator('#connect button').first()
    await button.waitFor({ state: 'visible', timeout: 30_000 })
    await bench.page.waitForTimeout(500)
    await button.click()
    // The baseline has no modal: its button connects the injected wallet directly.
    if (product.id !== 'baseline')
      await bench.page.getByText(DEVNET_WALLET).first().click({ timeout: 30_000 })
    await connectedMark()
    for (let run = 0; run < options.reloads; run++) {
      await bench.page.reload({ waitUntil: 'load' })
      samples.push(Number(await (await connectedMark()).jsonValue()))
      await bench.page.waitForTimeout(300)
    }
    return { ok: true, samples }
  } catch (error) {
    return {
      ok: false,
      error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '',
      samples,
    }
  } finally {
    await bench.close()
  }
}
