import type { Browser } from 'playwright-core'
import type { BenchStack } from '../stack/startBenchStack'
import { openBenchPage } from './openBenchPage'

export type OpenSample =
  | { ok: true; ms: number; painted: string; callsAtLoad: string[]; callsAfterClick: string[] }
  | { ok: false; error: string; callsAtLoad: string[]; callsAfterClick: string[] }

/** The user waits this long after load before clicking, as a person would; start-up calls may still run. */
const SETTLE_MS = 1500

/** One run: load the page, click the connect button, time click → first frame with a wallet row painted. */
export async function measureOpen(
  browser: Browser,
  options: { url: string; stack: BenchStack; walletScript: string; delayMs: number },
): Promise<OpenSample> {
  const bench = await openBenchPage(browser, options)
  let clickedAt = Number.POSITIVE_INFINITY
  const describe = (atLoad: boolean) =>
    bench.calls
      .filter((call) => call.atMs < clickedAt === atLoad)
      .map((call) => `${call.answer} ${call.url.replace(/\?.*$/, '')}`)
  try {
    const button = bench.page.locator('#connect button').first()
    await button.waitFor({ state: 'visible', timeout: 30_000 })
    await bench.page.waitForTimeout(SETTLE_MS)
    clickedAt = bench.since()
    await button.click()
    await bench.page.waitForFunction(
      () => (window as unknown as { benchProbe: { paintedAt?: number } }).benchProbe.paintedAt !== undefined,
      null,
      { timeout: 30_000, polling: 50 },
    )
    const probe = await bench.page.evaluate(
      () =>
        (window as unknown as { benchProbe: { clickAt: number; paintedAt: number; painted: string } })
          .benchProbe,
    )
    return {
      ok: true,
      ms: probe.paintedAt - probe.clickAt,
      painted: probe.painted,
      callsAtLoad: describe(true),
      callsAfterClick: describe(false),
    }
  } catch (error) {
    return {
      ok: false,
      error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '',
      callsAtLoad: describe(true),
      callsAfterClick: describe(false),
    }
  } finally {
    await bench.close()
  }
}
