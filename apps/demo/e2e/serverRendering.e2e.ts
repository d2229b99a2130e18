import { PorticoProvider } from '@portico/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../src/App'
import { createDemoPortico } from '../src/portico/createDemoPortico'
import { recordStatuses } from '../src/portico/recordStatuses'
import { DEFAULT_LOCAL_STACK } from '../src/stack/loadLocalStack'
import { expect, test } from './fixtures'

test('server rendering the demo page, which uses every hook and button, in Node gives no error', async () => {
  expect(typeof window).toBe('undefined')
  const errors: unknown[] = []
  const original = console.error
  console.error = (...args: unknown[]) => void errors.push(args)
  try {
    const demo = createDemoPortico(DEFAULT_LOCAL_STACK, 'http://127.0.0.1:5173')
    const statuses = recordStatuses(demo.client)
    // A .ts test file (the Playwright config matches *.e2e.ts), so the tree is built without JSX.
    const { client: _client, ...parts } = demo
    const page = createElement(App, { stack: DEFAULT_LOCAL_STACK, ...parts, statuses })
    const html = renderToString(createElement(PorticoProvider, { client: demo.client }, page))
    expect(html).toContain('<output aria-label="useAccount().status">disconnected</output>')
    expect(html).toContain('>Connect Wallet</button>')
    // The server snapshot is the stores' initial state, so hydration agrees; the network arrives after it.
    expect(html).toContain('aria-label="Network: Select network"')
    await demo.client.ready
  } finally {
    console.error = original
  }
  expect(errors).toEqual([])
})
