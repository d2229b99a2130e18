import type { Server, ServerResponse } from 'node:http'

/**
 * Tracks the responses in flight so close() can finish them: it stops accepting connections,
 * answers what is in flight with `Connection: close`, closes keep-alive sockets as they turn idle,
 * and cuts whatever is still open after `graceMs`.
 */
export function trackGracefulClose(server: Server, graceMs: number): () => Promise<void> {
  const inFlight = new Set<ServerResponse>()
  let closing = false
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response)
    if (closing && !response.headersSent) response.setHeader('connection', 'close')
    response.once('close', () => {
      inFlight.delete(response)
      if (closing) setImmediate(() => server.closeIdleConnections())
    })
  })
  return () =>
    new Promise((resolve, reject) => {
      closing = true
      const timer = setTimeout(() => server.closeAllConnections(), graceMs)
      timer.unref()
      server.close((error) => {
        clearTimeout(timer)
        if (error) reject(error)
        else resolve()
      })
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close')
      server.closeIdleConnections()
    })
}
