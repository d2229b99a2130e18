import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ForwardingProxy = { url: string; close: () => Promise<void> }

/**
 * A reverse proxy as nginx is set up in front of the cloud: it appends the address of the peer it
 * served to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`) and passes everything else on.
 */
export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target)
  const server = createServer((incoming, outgoing) => {
    const seen = incoming.headers['x-forwarded-for']
    const peer = incoming.socket.remoteAddress ?? ''
    const forwarded = seen ? `${seen}, ${peer}` : peer
    const proxied = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(proxied)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
