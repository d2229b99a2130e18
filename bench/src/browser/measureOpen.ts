import type { Browser } from 'playwright-core'
import { summariseTrace, type TraceEvent, type TraceSummary } from '../results/summariseTrace'
import type { BenchStack } from '../stack/startBenchStack'
import { openBenchPage } from './openBenchPage'
import { primeProbe, readProbe } from './paintProbe'

export type OpenSample =
  | {
      ok: true
      ms: number
      painted: string
      /** With `laterRow`: click → the frame in which that row is painted. */
      laterMs?: number
      callsAtLoad: string[]
      callsAfterClick: string[]
      /** With `trace`: what the main thread did between the click and the paint. */
      trace?: TraceSummary
    }
  | { ok: false; error: string; callsAtLoad: string[]; callsAfterClick: string[] }

/** The user waits this long after load before clicking, as a person would; start-up calls may still run. */
const SETTLE_MS = 1500

// What DevTools' performance panel records, without screenshots: enough to tell script from style, layout and paint.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
]

/**
 * One run: load the page, click the connect button, time click → first frame with a wallet row painted.
 * With `trace`, a performance trace covers the click (started after the page settled, so it is small)
 * and the sample says where the main thread's time went; a traced run is slower, so it is kept apart.
 */
export async function measureOpen(
  browser: Browser,
  options: {
    url: string
    stack: BenchStack
    walletScript: string
    delayMs: number
    trace?: boolean
    laterRow?: string | undefined
  },
): Promise<OpenSample> {
  const bench = await openBenchPage(browser, options)
  let clickedAt = Number.POSITIVE_INFINITY
  let tracing = false
  const describe = (atLoad: boolean) =>
    bench.calls
      .filter((call) => call.atMs < clickedAt === atLoad)
      .map((call) => `${call.answer} ${call.url.replace(/\?.*$/, '')}`)
  try {
    const button = bench.page.locator('#connect button').first()
    await button.waitFor({ state: 'visible', timeout: 30_000 })
    await bench.page.waitForTimeout(SETTLE_MS)
    await primeProbe(bench.page, options.laterRow)
    if (options.trace) {
      await browser.startTracing(bench.page, { categories: TRACE_CATEGORIES })
      tracing = true
    }
    clickedAt = bench.since()
    await button.click()
    const probe = await readProbe(bench.page, 'opened', 30_000)
    const trace = tracing ? await readTrace(browser) : undefined
    tracing = false
    const later = options.laterRow ? await readProbe(bench.page, 'laterPainted', 30_000) : undefined
    return {
      ok: true,
      ms: (probe.paintedAt ?? 0) - (probe.clickAt ?? 0),
      painted: probe.painted ?? '',
      ...(later ? { laterMs: (later.laterPaintedAt ?? 0) - (later.clickAt ?? 0) } : {}),
      callsAtLoad: describe(true),
      callsAfterClick: describe(false),
      ...(trace ? { trace } : {}),
    }
  } catch (error) {
    return {
      ok: false,
      error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '',
      callsAtLoad: describe(true),
      callsAfterClick: describe(false),
    }
  } finally {
    // A run that failed mid-trace still ends it: the browser allows one trace at a time.
    if (tracing) await browser.stopTracing().catch(() => undefined)
    await bench.close()
  }
}

async function readTrace(browser: Browser): Promise<TraceSummary> {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[]
  }
  return summariseTrace(traceEvents, 'bench-click', 'bench-painted')
}
