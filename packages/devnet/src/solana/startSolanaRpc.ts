import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { assertPortFree } from '../assertPortFree'
import { SOLANA_DEVNET_NAME } from './constants'
import { createSubscriptions } from './createSubscriptions'
import { handleJsonRpcBody } from './handleJsonRpc'
import type { SolanaLedger } from './SolanaLedger'
import { solanaRpcMethods } from './solanaRpcMethods'

export type StartSolanaRpcParameters = {
  ledger: SolanaLedger
  host: string
  port: number
  /** web3.js's Connection looks for websockets on the HTTP port + 1, like solana-test-validator's 8900. */
  wsPort?: number
}

export type SolanaRpcServer = { rpcUrl: string; wsUrl: string; stop: () => Promise<void> }

// Pages on other local origins (the demo on 5173) call the RPC from the browser.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

const KEEP_ALIVE_TIMEOUT_MS = 65_000

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** The Solana JSON-RPC over HTTP (POST, batches, GET /health) and websockets, both on 127.0.0.1. */
export async function startSolanaRpc({
  ledger,
  host,
  port,
  wsPort = port + 1,
}: StartSolanaRpcParameters): Promise<SolanaRpcServer> {
  await assertPortFree(port, host, `${SOLANA_DEVNET_NAME} RPC`)
  await assertPortFree(wsPort, host, `${SOLANA_DEVNET_NAME} websockets`)

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...CORS_HEADERS, allow: 'POST' }).end('Use POST with a JSON-RPC body')
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = handleJsonRpcBody(Buffer.concat(chunks).toString('utf8'), solanaRpcMethods, ledger)
      response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' }).end(body)
    })
  }

  let subscriptionId = 0
  const sockets = new WebSocketServer({ noServer: true })
  sockets.on('connection', (socket) => {
    const stop = createSubscriptions(socket, ledger, solanaRpcMethods, () => ++subscriptionId)
    socket.once('close', stop)
  })
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request))

  const http = createServer(answer)
  // Longer than clients' keep-alive, so a client never reuses a socket the server is closing (ECONNRESET).
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  http.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  http.on('upgrade', upgrade)
  const ws = createServer((_request, response) => response.writeHead(426).end('Upgrade to a websocket'))
  ws.on('upgrade', upgrade)
  await listen(http, port, host)
  try {
    await listen(ws, wsPort, host)
  } catch (error) {
    await close(http)
    throw error
  }

  const stop = async () => {
    for (const client of sockets.clients) client.terminate()
    sockets.close()
    await Promise.all([close(http), close(ws)])
  }
  return { rpcUrl: `http://${host}:${port}`, wsUrl: `ws://${host}:${wsPort}`, stop }
}
