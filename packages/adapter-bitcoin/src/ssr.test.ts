import { expect, test } from 'vitest'

test('imports in Node with no window, and setup finds no wallet there', async () => {
  expect('window' in globalThis).toBe(false)
  const { createBitcoinAdapter } = await import('./index')
  const adapter = createBitcoinAdapter()
  const seen: unknown[] = []
  adapter.setup({
    networks: [],
    options: { enableEIP6963: true, enableInjected: true, enableWalletConnect: false },
    events: {
      connectorsChanged: (connectors) => seen.push(connectors),
      accountsChanged: () => undefined,
      chainChanged: () => undefined,
      disconnected: () => undefined,
    },
  })
  expect(seen).toEqual([[]])
})
