import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const dist = new URL('../dist/index.js', import.meta.url)

test('Node with no window imports the built package, and setup finds no wallet without throwing', async () => {
  expect(existsSync(dist), 'build the package before its tests').toBe(true)
  const script = `
    if (typeof window !== 'undefined') throw new Error('window exists')
    const { createCosmosAdapter, cosmosHub } = await import(${JSON.stringify(dist.href)})
    const seen = []
    const adapter = createCosmosAdapter({ reconnectWaitMs: 0 })
    await adapter.setup({ networks: [cosmosHub], events: { connectorsChanged: (c) => seen.push(c.length) }, options: {} })
    const restored = await adapter.reconnect({ connectorId: 'keplr', caipNetwork: cosmosHub })
    console.log(JSON.stringify({ seen, restored: restored ?? null, id: cosmosHub.caipNetworkId }))
  `
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script])
  expect(JSON.parse(stdout)).toEqual({ seen: [0], restored: null, id: 'cosmos:cosmoshub-4' })
})
