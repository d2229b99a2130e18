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

/** The modules a file imports statically (`import … from`), not those it loads on demand (`import()`). */
const staticImports = (code: string) =>
  [...code.matchAll(/^import [^;]*?from ['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? '')

test('importing the package loads no @polkadot code; signing loads @polkadot/util on first use', async () => {
  const { readFile } = await import('node:fs/promises')
  const seen = new Set<string>()
  const pending = ['index.js']
  while (pending.length > 0) {
    const file = pending.pop() ?? ''
    if (seen.has(file)) continue
    seen.add(file)
    for (const specifier of staticImports(await readFile(new URL(file, dist), 'utf8')))
      if (specifier.startsWith('./')) pending.push(specifier.slice(2))
      else seen.add(specifier)
  }
  expect([...seen].filter((name) => name.startsWith('@polkadot/'))).toEqual([])
  const entry = await readFile(dist, 'utf8')
  const lazy = /import\(['"]\.\/(signMessage-[\w-]+\.js)['"]\)/.exec(entry)?.[1] ?? ''
  expect(staticImports(await readFile(new URL(lazy, dist), 'utf8'))).toContain('@polkadot/util')
})
