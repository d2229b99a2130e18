import type { Browser } from 'playwright-core'
import type { Product } from '../products'
import type { BenchStack } from '../stack/startBenchStack'
import { openBenchPage } from './openBenchPage'

export type ReconnectResult =
  | { ok: true; samples: number[] }
  | { ok: false; error: string; samples: number[] }

/** A product's page, connected once, ready to be reloaded: each reload is one sample. */
export type ReconnectPage = {
  /** Reloads and resolves to navigation start → first frame showing the page connected (ms). */
  reload: () => Promise<number>
  close: () => Promise<void>
}

const DEVNET_WALLET = 'Portico Devnet Wallet'

/**
 * Connects once through the product's own UI with the Devnet Wallet, the wallet remembering its grant
 * as an extension does; `reload` then times page load (navigation start) to the page's
 * `bench:connected` mark. The runner interleaves the products' reloads, so load spikes hit all alike.
 */
export async function prepareReconnect(
  browser: Browser,
  product: Product,
  options: { url: string; stack: BenchStack; walletScript: string },
): Promise<ReconnectPage> {
  const bench = await openBenchPage(browser, { ...options, delayMs: 0 })
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
  } catch (error) {
    await bench.close()
    throw error
  }
  return {
    reload: async () => {
      await bench.page.reload({ waitUntil: 'load' })
      const sample = Number(await (await connectedMark()).jsonValue())
      await bench.page.waitForTimeout(300)
      return sample
    },
    close: bench.close,
  }
}
