import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Pages on a third origin for the tests that try to break the bridge: a frame that never gets ready,
 * one that gets ready and then never answers, and a forger that posts whatever its URL hash says.
 */
const PAGES: Record<string, { type: string; body: string }> = {
  '/silent.html': { type: 'text/html', body: '<!doctype html><title>silent</title>' },
  '/ready-then-silent.html': {
    type: 'text/html',
    body: '<!doctype html><title>ready then silent</title><script src="/ready-then-silent.js"></script>',
  },
  // Ready, and answers IS_CONNECTED (so the bridge is initialized), then nothing else ever.
  '/ready-then-silent.js': {
    type: 'text/javascript',
    body: `const channel = 'portico-embedded-wallet'
addEventListener('message', (event) => {
  if (event.data && event.data.type === 'IS_CONNECTED')
    parent.postMessage({ channel, id: event.data.id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } }, '*')
})
parent.postMessage({ channel, type: 'FRAME_READY' }, '*')`,
  },
  '/forger.html': {
    type: 'text/html',
    body: '<!doctype html><title>forger</title><script src="/forger.js"></script>',
  },
  // #{"toParent": message, "toFrame": message}: posted to the host page and to its first frame, with '*'.
  '/forger.js': {
    type: 'text/javascript',
    body: `const orders = JSON.parse(decodeURIComponent(location.hash.slice(1)))
if (orders.toParent) parent.postMessage(orders.toParent, '*')
if (orders.toFrame) parent.frames[0].postMessage(orders.toFrame, '*')
parent.postMessage({ forgerDone: true }, '*')`,
  },
}

export async function startTestPages(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const page = PAGES[new URL(request.url ?? '/', 'http://pages.invalid').pathname]
    response.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' })
    response.end(page?.body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
