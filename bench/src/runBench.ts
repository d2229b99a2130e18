#!/usr/bin/env node
// `pnpm bench`: every figure of bench/README.md in one run on this machine, written to bench/results/.
// `--only open,search` runs some of them; `--runs 5` shortens the timing loops for a try-out.
// Open latency adds rounds (up to `--max-runs`) while any product's runs disagree widely, and
// `--trace 5` records that many traced opens of Portico (both pages) and RainbowKit: where the click's time goes.
// `--products portico,portico-email --only open --out results/open-email` times Portico's two pages
// (email and socials off and on) alone, into their own folder.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
import { launchChromium } from './browser/launchChromium'
import { measureOpen, type OpenSample } from './browser/measureOpen'
import { prepareReconnect, type ReconnectPage, type ReconnectResult } from './browser/measureReconnect'
import { measureSearch, searchSupported } from './browser/measureSearch'
import { buildPage } from './pages/buildPage'
import { installPeerPage } from './pages/installPeerPage'
import { outDir, repoRoot, resultsDir } from './paths'
import { PRODUCTS, type Product } from './products'
import { stats, WIDE_SPREAD } from './results/stats'
import { writeResultsReadme } from './results/writeResultsReadme'
import { measureCloud } from './server/measureCloud'
import { measureRelayApart } from './server/measureRelayApart'
import { runSize } from './size/runSize'
import { buildWalletScript } from './stack/buildWalletScript'
import { servePage } from './stack/servePage'
import { startBenchStack } from './stack/startBenchStack'

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'size,open,reconnect,search,cloud,relay' },
    runs: { type: 'string', default: '20' },
    'max-runs': { type: 'string' },
    trace: { type: 'string', default: '0' },
    products: { type: 'string' },
    // what else ran on the machine; the load averages are recorded beside it either way
    note: { type: 'string', default: '' },
    // a folder for a partial run's files, so bench/results keeps the full run's
    out: { type: 'string' },
  },
})
const outputDir = values.out ? resolve(values.out) : resultsDir
const only = new Set(values.only?.split(','))
const runs = Number(values.runs)
const maxRuns = Number(values['max-runs'] ?? runs * 3)
const tracedRuns = Number(values.trace)
const products = PRODUCTS.filter(
  (product) => !values.products || values.products.split(',').includes(product.id),
)
const modalProducts = products.filter((product) => product.id !== 'baseline')
mkdirSync(outputDir, { recursive: true })
const write = (name: string, value: unknown) =>
  writeFileSync(join(outputDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`)
const log = (message: string) => console.log(`bench: ${message}`)

// `--only readme` rewrites the README from the JSON files already there.
if (!(only.size === 1 && only.has('readme')))
  write('environment', {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim(),
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverageAtStart: loadavg().map((load) => Math.round(load * 100) / 100),
    note: values.note,
  })

if (only.has('size')) {
  log('installing, building and measuring every page')
  write('size', await runSize(products.map((product) => product.id)))
}

const needsBrowser = ['open', 'reconnect', 'search'].some((part) => only.has(part))
const needsStack = needsBrowser || only.has('cloud') || only.has('relay')
if (needsStack) {
  log('starting the local stack (devnet, cloud, relay)')
  const stack = await startBenchStack()
  const servers: { close: () => Promise<void> }[] = []
  let browser: Browser | undefined
  try {
    if (needsBrowser) {
      const urls: Partial<Record<Product['id'], string>> = {}
      for (const product of products) {
        // Workspace pages are rebuilt every run so they measure the code as it is; a peer's build is reused
        // unless its page was (re)installed since, since a build without its packages is broken.
        const installedNow = installPeerPage(product)
        if (!product.peer || installedNow || !existsSync(join(outDir, product.id, 'index.html')))
          await buildPage(product)
        const server = await servePage(join(outDir, product.id))
        servers.push(server)
        urls[product.id] = server.url
      }
      const walletScript = await buildWalletScript()
      browser = await launchChromium()
      const urlOf = (product: Product) => urls[product.id] ?? ''
      const chromium = browser.version()

      if (only.has('open')) {
        const conditions = [
          { name: 'instant', delayMs: 0 },
          { name: 'cloud +500 ms', delayMs: 500 },
        ]
        const open: Record<string, unknown> = { chromium, runsPerProduct: runs, maxRuns, conditions: {} }
        for (const condition of conditions) {
          const samples: Record<string, OpenSample[]> = {}
          const widest = () =>
            Math.max(
              ...Object.values(samples).map(
                (list) => stats(list.flatMap((sample) => (sample.ok ? [sample.ms] : [])))?.spread ?? 0,
              ),
            )
          // Interleaved: run i of every product before run i + 1 of any, so load spikes hit all alike;
          // past `runs`, rounds go on while some product's middle half spans more than WIDE_SPREAD.
          for (let run = 0; run < runs || (run < maxRuns && widest() > WIDE_SPREAD); run++) {
            log(`open latency, ${condition.name}, run ${run + 1}/${run < runs ? runs : maxRuns}`)
            for (const product of modalProducts) {
              const sample = await measureOpen(browser, {
                url: urlOf(product),
                stack,
                walletScript,
                delayMs: condition.delayMs,
                laterRow: product.laterRow,
              })
              samples[product.id] = [...(samples[product.id] ?? []), sample]
            }
          }
          ;(open.conditions as Record<string, unknown>)[condition.name] = Object.fromEntries(
            Object.entries(samples).map(([id, list]) => [id, summariseOpen(list)]),
          )
        }
        write('open', open)
      }

      if (tracedRuns > 0) {
        const traced = modalProducts.filter((product) =>
          ['portico', 'portico-email', 'rainbowkit'].includes(product.id),
        )
        const traces: Record<string, unknown> = { chromium, runsPerProduct: tracedRuns }
        const samples: Record<string, OpenSample[]> = {}
        for (let run = 0; run < tracedRuns; run++) {
          log(`traced open, run ${run + 1}/${tracedRuns}`)
          for (const product of traced) {
            const sample = await measureOpen(browser, {
              url: urlOf(product),
              stack,
              walletScript,
              delayMs: 0,
              trace: true,
            })
            samples[product.id] = [...(samples[product.id] ?? []), sample]
          }
        }
        for (const [id, list] of Object.entries(samples)) {
          const ok = list.flatMap((sample) =>
            sample.ok && sample.trace ? [{ ms: sample.ms, ...sample.trace }] : [],
          )
          traces[id] = {
            runs: ok.sort((a, b) => a.ms - b.ms).map((run) => ({ ...run, ms: Math.round(run.ms * 10) / 10 })),
            failures: list.flatMap((sample) => (sample.ok ? [] : [sample.error])),
          }
        }
        write('open-trace', traces)
      }

      if (only.has('reconnect')) {
        const reconnect: Record<string, unknown> = { chromium, reloads: runs }
        const pages = new Map<Product['id'], ReconnectPage>()
        const results: Record<string, ReconnectResult> = {}
        for (const product of products) {
          log(`reconnect: connecting ${product.id} once`)
          try {
            pages.set(
              product.id,
              await prepareReconnect(browser, product, { url: urlOf(product), stack, walletScript }),
            )
            results[product.id] = { ok: true, samples: [] }
          } catch (error) {
            results[product.id] = { ok: false, error: firstLine(error), samples: [] }
          }
        }
        // Interleaved: reload i of every product before reload i + 1 of any.
        for (let run = 0; run < runs; run++) {
          log(`reconnect after reload, run ${run + 1}/${runs}`)
          for (const [id, page] of pages) {
            const result = results[id] as ReconnectResult
            if (!result.ok) continue
            try {
              result.samples.push(await page.reload())
            } catch (error) {
              results[id] = { ok: false, error: firstLine(error), samples: result.samples }
            }
          }
        }
        for (const page of pages.values()) await page.close()
        for (const [id, result] of Object.entries(results))
          reconnect[id] = { ...result, stats: stats(result.samples) }
        write('reconnect', reconnect)
      }

      if (only.has('search')) {
        const { CATALOGUE_WALLETS } = await import('@portico/cloud')
        const target = CATALOGUE_WALLETS.at(-1)?.name ?? ''
        const search: Record<string, unknown> = { chromium, target, catalogueSize: CATALOGUE_WALLETS.length }
        for (const product of modalProducts) {
          if (!searchSupported(product)) {
            search[product.id] = { ok: false, error: 'no catalogue search in this product', samples: [] }
            continue
          }
          log(`AllWallets search, ${product.id}`)
          const result = await measureSearch(browser, product, {
            url: urlOf(product),
            stack,
            walletScript,
            runs: Math.min(runs, 10),
            target,
          })
          search[product.id] = { ...result, stats: stats(result.samples) }
        }
        write('search', search)
      }
    }
    if (only.has('cloud')) {
      log('Portico Cloud under autocannon')
      write('cloud', await measureCloud(stack, 10))
    }
    if (only.has('relay')) {
      log('relay pairings')
      write('relay', await measureRelayApart(stack.relayUrl))
    }
  } finally {
    await browser?.close()
    for (const server of servers) await server.close()
    await stack.stop()
  }
}

if (!(only.size === 1 && only.has('readme'))) {
  const environmentFile = join(outputDir, 'environment.json')
  const environment = JSON.parse(readFileSync(environmentFile, 'utf8'))
  write('environment', {
    ...environment,
    loadAverageAtEnd: loadavg().map((load) => Math.round(load * 100) / 100),
  })
}
writeResultsReadme(outputDir)
log(`wrote ${join(outputDir, 'README.md')}`)
process.exit(0)

function summariseOpen(samples: OpenSample[]) {
  const ok = samples.flatMap((sample) => (sample.ok ? [sample] : []))
  const failures = samples.flatMap((sample) => (sample.ok ? [] : [sample.error]))
  const last = samples.at(-1)
  return {
    stats: stats(ok.map((sample) => sample.ms)),
    samples: ok.map((sample) => Math.round(sample.ms * 10) / 10),
    paintedRow: [...new Set(ok.map((sample) => sample.painted))],
    laterRow: stats(ok.flatMap((sample) => (sample.laterMs === undefined ? [] : [sample.laterMs]))),
    failures,
    // What the product asked of its cloud in the last run, at page load and after the click.
    cloudCallsAtLoad: last?.callsAtLoad ?? [],
    cloudCallsAfterClick: last?.callsAfterClick ?? [],
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
