import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PRODUCTS } from '../products'
import type { SizeReport } from '../size/runSize'
import type { Stats } from './stats'

// biome-ignore lint/suspicious/noExplicitAny: read back from the JSON files runBench itself wrote
type Json = Record<string, any>

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} ms`)
/** Portico's figure over the peer's: below 1 means Portico is smaller or quicker. */
const ratio = (portico: number | undefined, peer: number | undefined) =>
  portico === undefined || peer === undefined || peer === 0 ? '—' : `${(portico / peer).toFixed(2)}×`
const productOf = (id: string) => PRODUCTS.find((product) => product.id === id)
const label = (id: string) => productOf(id)?.label ?? id

/** bench/results/README.md: one table per figure from the JSON files beside it, with Portico/peer ratios. */
export function writeResultsReadme(dir: string): void {
  const read = (name: string): Json | undefined =>
    existsSync(join(dir, `${name}.json`))
      ? JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'))
      : undefined
  const environment = read('environment')
  const lines: string[] = [
    '# bench results',
    '',
    'Written by `pnpm bench` (bench/src/runBench.ts); every figure below comes from the JSON files in this folder,',
    'measured in one run on one machine. The ratio column is Portico’s figure divided by the peer’s: below 1',
    'means Portico is smaller or quicker.',
    '',
  ]
  if (environment) {
    lines.push(
      `Run ${environment.date} at commit ${environment.commit}, Node ${environment.node}, ${environment.cpus}, ${environment.memoryGiB} GiB.`,
      ...(environment.loadAverageAtStart
        ? [
            `Load average (1, 5, 15 min) at the start ${(environment.loadAverageAtStart as number[]).join(', ')}` +
              (environment.loadAverageAtEnd
                ? `, at the end ${(environment.loadAverageAtEnd as number[]).join(', ')}.`
                : '.'),
          ]
        : []),
      ...(environment.note ? [`**${environment.note}**`] : []),
      '',
    )
  }
  const size = read('size') as SizeReport | undefined
  if (size) lines.push(...sizeSection(size))
  const open = read('open')
  if (open) lines.push(...openSection(open))
  const openTrace = read('open-trace')
  if (openTrace) lines.push(...traceSection(openTrace))
  for (const [name, title, what] of [
    [
      'reconnect',
      'Reconnect after reload',
      'page load (navigation start) → first frame showing the page connected, with the Portico Devnet Wallet on anvil',
    ],
    [
      'search',
      'AllWallets search',
      'first keystroke → first frame with the searched wallet painted, over the full local catalogue',
    ],
  ] as const) {
    const data = read(name)
    if (data)
      lines.push(
        ...timingSection(
          data,
          title,
          what,
          name === 'search' ? `Searched for “${data.target}” of ${data.catalogueSize} wallets.` : '',
        ),
      )
  }
  const cloud = read('cloud')
  if (cloud) lines.push(...cloudSection(cloud))
  const relay = read('relay')
  if (relay) lines.push(...relaySection(relay))
  lines.push(...NOTES)
  writeFileSync(join(dir, 'README.md'), `${lines.join('\n')}\n`)
}

function sizeSection(size: SizeReport): string[] {
  const ok = Object.fromEntries(
    size.products.flatMap((result) => (result.ok ? [[result.product, result]] : [])),
  )
  const baseline = ok.baseline?.size.initial.gzip ?? 0
  const portico = ok.portico?.size
  const lines = [
    '## Size (Vite build, minified, gzip -9)',
    '',
    'Initial JS: the entry chunk and every chunk it imports statically. All JS: every JS file the build emits.',
    '',
    '| page | initial JS | over baseline | Portico/peer (over baseline) | all JS | Portico/peer (all) | versions |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const result of size.products) {
    if (!result.ok) {
      lines.push(
        `| ${label(result.product)} | could not be ${result.stage === 'install' ? 'installed' : 'built'}: ${result.error.replace(/\|/g, '/').split('\n')[0]} | | | | | |`,
      )
      continue
    }
    const { initial, all } = result.size
    const over = initial.gzip - baseline
    const peer = productOf(result.product)?.peer ?? false
    lines.push(
      `| ${label(result.product)} | ${kB(initial.gzip)} | ${result.product === 'baseline' ? '—' : kB(over)} | ${peer && portico ? ratio(portico.initial.gzip - baseline, over) : ''} | ${kB(all.gzip)} | ${peer && portico ? ratio(portico.all.gzip, all.gzip) : ''} | ${Object.entries(
        result.versions,
      )
        .map(([name, version]) => `${name} ${version}`)
        .join(', ')} |`,
    )
  }
  if (portico) {
    lines.push(
      '',
      '### Portico’s lazy chunks',
      '',
      '| chunk | own gzip | loads beyond the initial JS |',
      '| --- | --- | --- |',
    )
    for (const [name, chunk] of Object.entries(portico.lazy)) {
      lines.push(`| ${name} | ${kB(chunk.own.gzip)} | ${kB(chunk.beyondInitial.gzip)} |`)
    }
    const composition = ok.portico?.initialComposition ?? {}
    const baselineComposition = ok.baseline?.initialComposition ?? {}
    lines.push(
      '',
      '### What the initial JS is made of (source bytes by package, before minifying)',
      '',
      '| package | Portico | baseline |',
      '| --- | --- | --- |',
    )
    for (const [name, bytes] of Object.entries(composition).slice(0, 14)) {
      const other = baselineComposition[name]
      lines.push(`| ${name} | ${kB(bytes)} | ${other === undefined ? '—' : kB(other)} |`)
    }
  }
  lines.push(
    '',
    '### Budgets (bench/budgets.json, checked by `pnpm bench:size --check` in CI)',
    '',
    '| budget | actual | limit | |',
    '| --- | --- | --- | --- |',
  )
  for (const check of size.checks)
    lines.push(`| ${check.name} | ${kB(check.actual)} | ${kB(check.budget)} | ${check.ok ? 'ok' : 'OVER'} |`)
  // Results written before the email page was benched have no such check.
  const email = size.emailFirstChunk
  if (email)
    lines.push(
      '',
      `Email and socials on: the first chunk is ${kB(email.emailGzip)} against ${kB(email.plainGzip)} without (+${email.emailGzip - email.plainGzip} B gzip), no embedded-wallet code in it: ${email.ok ? 'ok' : email.problems.join('; ')}.`,
    )
  lines.push('')
  return lines
}

function openSection(open: Json): string[] {
  const lines = [
    '## Open latency (Chromium, Playwright)',
    '',
    `Click on the connect button → first animation frame in which a wallet row is painted, measured inside the page; ${open.runsPerProduct} interleaved runs per product, each in a fresh browser context, ${open.chromium}.`,
    'Cloud calls: Portico’s go to the local apps/cloud; Reown’s API hosts are answered by the same local cloud (its AppKit-compatible routes); every other outside host gets an empty local answer; outside WebSockets open and stay silent.',
    "Each page gets the Portico Devnet Wallet injected (EIP-6963 and window.ethereum) and is clicked 1.5 s after load. Portico loads its modal’s code (shell, locale, opening views) when the page is idle, its default (`preload: 'idle'`), so by the click it is in the page; peers load theirs in their first chunk or on open.",
    '',
  ]
  for (const [condition, byProduct] of Object.entries(open.conditions as Json)) {
    const portico = byProduct.portico?.stats as Stats | undefined
    lines.push(
      `### ${condition}`,
      '',
      '| product | median | p95 | runs | spread (IQR / median) | Portico/peer (median) | row painted | failed runs | cloud calls at load | cloud calls after the click (last run) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const [id, result] of Object.entries(byProduct as Json)) {
      const own = result.stats as Stats | undefined
      const shorten = (call: string) => call.replace(/^\S+ /, '').replace(/^\w+:\/\//, '')
      const after = [...new Set((result.cloudCallsAfterClick as string[]).map(shorten))]
      const atLoad = (result.cloudCallsAtLoad as string[]).length
      lines.push(
        `| ${label(id)} | ${ms(own?.median)} | ${ms(own?.p95)} | ${own?.runs ?? 0} | ${spread(own)} | ${productOf(id)?.peer ? ratio(portico?.median, own?.median) : ''} | ${(result.paintedRow as string[]).join(', ')} | ${result.failures.length}${result.failures.length ? ` (${result.failures[0]})` : ''} | ${atLoad} | ${(result.cloudCallsAfterClick as string[]).length} ${after.length ? `(${after.slice(0, 6).join(', ')}${after.length > 6 ? ', …' : ''})` : ''} |`,
      )
    }
    const email = byProduct['portico-email']?.stats as Stats | undefined
    if (portico && email)
      lines.push(
        '',
        `Email and socials on / off (median): ${ratio(email.median, portico.median)} (at most 1.10×).`,
      )
    // Connect draws its email and social rows below the wallets a frame after them.
    const later = byProduct['portico-email']?.laterRow as Stats | undefined
    if (later)
      lines.push(
        `With email and socials on, the “Continue with email” row below the wallets is painted ${ms(later.median)} after the click (median; p95 ${ms(later.p95)}).`,
      )
    lines.push('')
  }
  return lines
}

/** p25–p75 and their span over the median; older results without quartiles show a dash. */
function spread(own: Stats | undefined): string {
  if (own?.p25 === undefined) return '—'
  return `${own.p25.toFixed(0)}–${own.p75.toFixed(0)} ms (${own.spread.toFixed(2)})`
}

const TRACE_COLUMNS = ['scripting', 'gc', 'style', 'layout', 'paint', 'loading', 'other', 'idle'] as const

function traceSection(traces: Json): string[] {
  const lines = [
    '## Where the click’s time goes (performance traces)',
    '',
    `${traces.runsPerProduct} traced opens per product (\`--trace\`), kept apart from the timed runs since tracing slows them: the renderer main thread’s self time between the click and the painted wallet row, by kind of work, as DevTools’ performance panel sorts it; idle is the thread waiting (for a chunk, the network or the next frame). Median run and slowest run of each product.`,
    '',
    `| product | run | click → painted | ${TRACE_COLUMNS.join(' | ')} | long tasks | scripts loaded after the click |`,
    `| --- | --- | --- | ${TRACE_COLUMNS.map(() => '---').join(' | ')} | --- | --- |`,
  ]
  for (const [id, result] of Object.entries(traces)) {
    const runs = (result as Json).runs as Json[] | undefined
    if (!Array.isArray(runs) || runs.length === 0) continue
    const chosen = [
      ['median', runs[Math.floor((runs.length - 1) / 2)]],
      ['slowest', runs.at(-1)],
    ] as const
    for (const [which, run] of chosen) {
      if (!run) continue
      const scripts = (run.scriptsInWindow as string[]).slice(0, 5).join(', ')
      lines.push(
        `| ${label(id)} | ${which} | ${ms(run.ms)} | ${TRACE_COLUMNS.map((column) => ms(run.mainThreadMs[column])).join(' | ')} | ${(run.longTasksMs as number[]).map((task) => ms(task)).join(', ') || 'none'} | ${scripts || 'none'} |`,
      )
    }
  }
  lines.push('')
  return lines
}

function timingSection(data: Json, title: string, what: string, note: string): string[] {
  const portico = data.portico?.stats as Stats | undefined
  const lines = [
    `## ${title}`,
    '',
    `${what}.${note ? ` ${note}` : ''}`,
    '',
    '| product | median | p95 | runs | Portico/peer (median) | note |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  for (const product of PRODUCTS) {
    const result = data[product.id]
    if (!result) continue
    const own = result.stats as Stats | undefined
    lines.push(
      `| ${product.label} | ${ms(own?.median)} | ${ms(own?.p95)} | ${own?.runs ?? 0} | ${product.id.startsWith('portico') ? '' : ratio(portico?.median, own?.median)} | ${result.ok ? '' : result.error} |`,
    )
  }
  lines.push('')
  return lines
}

function cloudSection(cloud: Json): string[] {
  const lines = [
    '## Portico Cloud under load (autocannon, loopback)',
    '',
    `${cloud.bareNode.connections} connections for ${cloud.bareNode.durationSeconds} s each; the bare Node server answers getWallets’ own ${cloud.bodyBytes}-byte body with no routing or database, the physical ceiling of this machine.`,
    '',
    '| endpoint | req/s | p50 | p99 | non-2xx | share of bare Node req/s |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  for (const [name, result] of Object.entries({
    'bare Node HTTP server': cloud.bareNode,
    'GET /getWallets (40 entries)': cloud.getWallets,
    'GET /v1/account/:address/balance': cloud.balance,
  })) {
    lines.push(
      `| ${name} | ${result.requestsPerSecond} | ${result.latencyP50Ms} ms | ${result.latencyP99Ms} ms | ${result.non2xx} | ${ratio(result.requestsPerSecond, cloud.bareNode.requestsPerSecond)} |`,
    )
  }
  lines.push('')
  return lines
}

const NOTES = [
  '## Notes',
  '',
  '- The goal is Portico’s first load over the baseline to be at most 35 kB gzipped. bench/budgets.json holds the',
  '  figure measured when the check was added plus a little headroom, so that CI fails on any 10 kB addition; the',
  '  35 kB goal is not met while @portico/adapter-evm imports @wagmi/core’s transaction, contract, signing and',
  '  balance actions statically (they bring most of viem’s public and wallet actions into the first chunk: see the',
  '  viem row of the composition table).',
  '- ConnectKit accepts React 17 or 18 only, so its page runs React 18; the others run React 19. AppKit’s wagmi',
  '  adapter 1.8.24 imports `@wagmi/core/tempo`, which only wagmi 3 has, so its page runs wagmi 3; RainbowKit and',
  '  ConnectKit accept wagmi 2 only.',
  '- Portico Cloud runs on PGlite (the embedded database `pnpm demo` uses), in the runner’s process; the load',
  '  generator and the relay’s clients run in processes of their own.',
  '',
]

function relaySection(relay: Json): string[] {
  return [
    '## Relay (apps/relay) pairings',
    '',
    'Real WalletConnect sign-clients on both sides: dapp connect() → wallet pair() → wallet approves → the dapp holds the session.',
    '',
    '| figure | value |',
    '| --- | --- |',
    `| pairing latency, one at a time (median / p95 of ${relay.latencyMs?.runs}) | ${ms(relay.latencyMs?.median)} / ${ms(relay.latencyMs?.p95)} |`,
    `| pairings per second, ${relay.parallel} couples at once for ${relay.seconds} s | ${relay.pairingsPerSecond} |`,
    `| failed pairings | ${relay.failures} |`,
    '',
  ]
}
