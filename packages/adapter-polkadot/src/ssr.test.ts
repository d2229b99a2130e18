import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const dist = new URL('../dist/index.js', import.meta.url)

test('Node with no window imports the built package, and setup finds no extension without throwing', async () => {
  expect(existsSync(dist), 'build the package before its tests').toBe(true)
  const script = `
    if (typeof window !== 'undefined') throw new Error('window exists')
    const { createPolkadotAdapter, polkadot } = await import(${JSON.stringify(dist.href)})
    const seen = []
    const adapter = createPolkadotAdapter({ reconnectWaitMs: 0 })
    await adapter.setup({ networks: [polkadot], events: { connectorsChanged: (c) => seen.push(c.length) }, options: {} })
    const restored = await adapter.reconnect({ connectorId: 'polkadot-js', caipNetwork: polkadot })
    console.log(JSON.stringify({ seen, restored: restored ?? null, id: polkadot.caipNetworkId }))
  `
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script])
  expect(JSON.parse(stdout)).toEqual({
    seen: [0],
    restored: null,
    id: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  })
})

/**
 * The modules a file loads statically (`import … from`, `import '…'`, `export … from`), not those it
 * loads on demand (`import()`).
 */
const staticImports = (code: string) =>
  [...code.matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  )

/** Every module `file` loads statically, itself and its chunks followed: what importing it costs a page. */
async function staticGraph(file: string): Promise<Set<string>> {
  const { readFile } = await import('node:fs/promises')
  const seen = new Set<string>()
  const pending = [file]
  while (pending.length > 0) {
    const next = pending.pop() ?? ''
    if (seen.has(next)) continue
    seen.add(next)
    for (const specifier of staticImports(await readFile(new URL(next, dist), 'utf8')))
      if (specifier.startsWith('./')) pending.push(specifier.slice(2))
      else seen.add(specifier)
  }
  return seen
}

/** The chunk the entry loads on demand for an action (`import('./getBalance-….js')`). */
async function lazyChunk(action: string): Promise<string> {
  const { readFile } = await import('node:fs/promises')
  const entry = await readFile(dist, 'utf8')
  const chunk = new RegExp(`import\\(['"]\\./(${action}-[\\w-]+\\.js)['"]\\)`).exec(entry)?.[1]
  if (!chunk) throw new Error(`the entry loads no ${action} chunk on demand`)
  return chunk
}

test('importing the package loads no @polkadot code; signing loads @polkadot/util on first use', async () => {
  const entry = await staticGraph('index.js')
  expect([...entry].filter((name) => name.startsWith('@polkadot/'))).toEqual([])
  expect(await staticGraph(await lazyChunk('signMessage'))).toContain('@polkadot/util')
})

test('@polkadot/api loads only with a balance read, a send, a fee estimate or getApi, in chunks of their own', async () => {
  expect(await staticGraph('index.js')).not.toContain('@polkadot/api')
  for (const action of ['getBalance', 'sendTransaction', 'estimateSendFee', 'polkadotApiFor'])
    expect(await staticGraph(await lazyChunk(action)), action).toContain('@polkadot/api')
})
