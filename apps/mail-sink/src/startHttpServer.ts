import { createServer, type ServerResponse } from 'node:http'
import type { MailStore } from './mailStore'
import { renderMailPage } from './renderMailPage'

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    // The page runs no script and loads nothing: a mail's text can never act in it.
    'content-security-policy': "default-src 'none'; form-action 'self'",
    'x-content-type-options': 'nosniff',
  })
  response.end(body)
}

/**
 * The sink's reading side: `/` a page for people, `GET /api/mails?to=` the mail as JSON for tests,
 * `DELETE /api/mails` to empty it.
 */
export async function startHttpServer(
  store: MailStore,
  { host, port }: { host: string; port: number },
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    const to = url.searchParams.get('to') ?? undefined
    if (url.pathname === '/api/mails' && request.method === 'GET')
      return send(response, 200, 'application/json', JSON.stringify({ mails: store.list(to) }))
    if (url.pathname === '/api/mails' && request.method === 'DELETE') {
      store.clear()
      return send(response, 200, 'application/json', JSON.stringify({ cleared: true }))
    }
    if (url.pathname === '/' && request.method === 'GET')
      return send(response, 200, 'text/html; charset=utf-8', renderMailPage(store.list(to), to))
    send(response, 404, 'application/json', JSON.stringify({ error: 'not found' }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
