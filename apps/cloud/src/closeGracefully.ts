import type { FastifyInstance } from 'fastify'

/**
 * Stops accepting connections and lets requests in flight finish (Fastify closes idle keep-alive
 * sockets itself); whatever is still open after `graceMs` is cut.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs)
  timer.unref()
  try {
    await app.close()
  } finally {
    clearTimeout(timer)
  }
}

/** While the app closes, answers carry `Connection: close`, so a keep-alive socket ends with its last answer. */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
}
