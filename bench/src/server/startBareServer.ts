import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The physical reference: a bare Node HTTP server answering a fixed JSON body, no routing or database. */
export async function startBareServer(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
