import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { frameAncestors, frameSecurityHeaders } from './frameSecurityHeaders'
import { DEFAULT_FRAME_SERVER_PORT } from './frameServerConstants'
import { createAllowedOriginsReader } from './readAllowedOrigins'
import { type Bundlers, smartAccountNetworksFile } from './smartAccountNetworks'

export type StartFrameServerParameters = {
  /** The Portico Cloud the frame talks to, e.g. http://127.0.0.1:4000. */
  cloudUrl: string
  /** Default 4100 (ARCHITECTURE.md); 0 picks a free port. */
  port?: number
  host?: string
  /** The built frame (index.html and frame.js); the package's dist/frame by default. */
  staticDir?: string
  /** The smart-account networks, chain id → bundler URL (served at /smart-accounts.json); none by default. */
  bundlers?: Bundlers
}

export type FrameServer = { url: string; port: number; close: () => Promise<void> }

/** dist/frame beside this module once built (dist/frame-server.js). */
const defaultStaticDir = () => fileURLToPath(new URL('./frame', import.meta.url))

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
) {
  response.writeHead(status, headers)
  response.end(body)
}

/**
 * Serves the secure frame on its own origin (ARCHITECTURE.md port 4100): the page with a CSP
 * whose frame-ancestors are the project's allowed origins read from the cloud, the one script, and the
 * cloud URL the frame must use (never the embedding page's choice).
 */
export async function startFrameServer({
  cloudUrl,
  port = DEFAULT_FRAME_SERVER_PORT,
  host = '127.0.0.1',
  staticDir = defaultStaticDir(),
  bundlers = {},
}: StartFrameServerParameters): Promise<FrameServer> {
  const cloud = new URL(cloudUrl).origin
  const smartAccounts = JSON.stringify(smartAccountNetworksFile(bundlers))
  const [page, script] = await Promise.all([
    readFile(join(staticDir, 'index.html')),
    readFile(join(staticDir, 'frame.js')),
  ])
  const readAllowedOrigins = createAllowedOriginsReader(cloud)
  const locked = frameSecurityHeaders("'none'")

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://frame.invalid')
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, { ...locked, allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'GET only')
    switch (url.pathname) {
      case '/':
      case '/index.html': {
        const projectId = url.searchParams.get('projectId')
        if (!projectId)
          return send(response, 400, { ...locked, 'content-type': 'text/plain' }, 'missing ?projectId=')
        const allowed = await readAllowedOrigins(projectId)
        if (!allowed)
          return send(response, 404, { ...locked, 'content-type': 'text/plain' }, 'unknown project')
        const headers = frameSecurityHeaders(frameAncestors(allowed))
        return send(response, 200, { ...headers, 'content-type': 'text/html; charset=utf-8' }, page)
      }
      case '/frame.js':
        return send(response, 200, { ...locked, 'content-type': 'text/javascript; charset=utf-8' }, script)
      case '/frame-config.json':
        return send(
          response,
          200,
          { ...locked, 'content-type': 'application/json' },
          JSON.stringify({ cloudUrl: cloud }),
        )
      // The deployment's choice, like the cloud URL: the embedding page cannot add a network or a bundler.
      case '/smart-accounts.json':
        return send(response, 200, { ...locked, 'content-type': 'application/json' }, smartAccounts)
      case '/health':
        return send(response, 200, { ...locked, 'content-type': 'application/json' }, '{"status":"ok"}')
      default:
        return send(response, 404, { ...locked, 'content-type': 'text/plain' }, 'not found')
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      // The cloud could not say who may embed the frame: nobody may, until it can.
      send(
        response,
        502,
        { ...locked, 'content-type': 'text/plain' },
        `the cloud could not be read: ${String(error)}`,
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
