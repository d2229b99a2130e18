import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { type Clock, systemClock } from './clock'
import {
  AUTH_CLOSE_CODE,
  DEFAULT_RELAY_HOST,
  DEFAULT_RELAY_PORT,
  MAILBOX_SWEEP_INTERVAL_MS,
  MAX_FRAME_BYTES,
  PING_INTERVAL_MS,
} from './constants'
import { RelayAuthError, RelayPortInUseError } from './errors'
import { verifyRelayJwt } from './jwt/verifyRelayJwt'
import { clientAddress, clientIp } from './limits/clientAddress'
import { createLimitGuard } from './limits/limitGuard'
import { type RelayLimits, resolveRelayLimits } from './limits/relayLimits'
import { checkTrustProxy, compileTrustProxy, type TrustProxy } from './limits/trustProxy'
import { createJsonLogger, type RelayLogger, silentLogger } from './logger'
import { mailboxQuota } from './mailbox/mailboxQuota'
import { refuseMetrics } from './metrics/metricsAccess'
import { createRelayMetrics } from './metrics/relayMetrics'
import { createMemoryBackend, createRedisBackend, type RelayBackend } from './relayBackend'
import { RelayConnection } from './relayConnection'
import { dispatchRpc } from './rpc/dispatchRpc'
import { TopicRouter } from './topicRouter'

export type StartRelayParameters = {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** With a Redis URL, instances on the same Redis share subscriptions, mailboxes and fan-out. */
  redisUrl?: string
  clock?: Clock
  /** No log lines (tests). */
  quiet?: boolean
  logger?: RelayLogger
  pingIntervalMs?: number
  /**
   * What one client, one topic and the whole relay may use (defaults in constants.ts); past a limit a
   * publish or subscribe is refused with a JSON-RPC error naming it. On Redis the counts and the
   * mailbox budget are shared, so every instance on one Redis enforces one limit.
   */
  limits?: Partial<RelayLimits>
  /**
   * The reverse proxies in front of the relay (default none, so X-Forwarded-For is ignored and a client
   * cannot choose its own address): how many (1 behind nginx), read from the right of X-Forwarded-For, or
   * their addresses/CIDRs, walked from the right past each of them. `true` and "every address" are refused.
   */
  trustProxy?: TrustProxy
  /** The bearer token GET /metrics needs (--metrics-token); without it /metrics answers loopback clients only. */
  metricsToken?: string
}

export type Relay = {
  /** ws://host:port, what a WalletConnect client takes as its relayUrl. */
  url: string
  /** http://host:port, where GET /health answers. */
  httpUrl: string
  port: number
  close(): Promise<void>
}

export type StartRelayReturnType = Relay

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new RelayPortInUseError(port, host) : error)
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

/** Starts a WalletConnect-protocol relay: WebSocket JSON-RPC on `/`, `GET /health` and `GET /metrics` beside it. */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<Relay> {
  const host = parameters.host ?? DEFAULT_RELAY_HOST
  const clock = parameters.clock ?? systemClock
  const log = parameters.quiet ? silentLogger : (parameters.logger ?? createJsonLogger())
  const limits = resolveRelayLimits(parameters.limits)
  const isTrustedProxy = compileTrustProxy(checkTrustProxy(parameters.trustProxy))
  const quota = mailboxQuota(limits)
  const subscriptionQuota = {
    perClient: limits.subscriptionsPerClient,
    perAddress: limits.subscriptionsPerAddress,
  }
  const backend: RelayBackend = parameters.redisUrl
    ? await createRedisBackend(
        parameters.redisUrl,
        (error) => log('error', 'redis error', { error: String(error) }),
        quota,
        subscriptionQuota,
      )
    : createMemoryBackend(quota, subscriptionQuota)
  // Read at each scrape, after the router below exists.
  const metrics = createRelayMetrics({
    sockets: () => router.connectionCount,
    subscriptions: () => router.subscriptionCount,
    mailbox: backend.mailbox,
    clock,
  })
  const guard = createLimitGuard({
    limits,
    counter: backend.rateCounter,
    onRefused: (limit) => metrics.refusals.inc({ limit }),
  })
  const router = new TopicRouter(backend, clock, guard, () => metrics.publishes.inc())
  const alive = new WeakMap<WebSocket, boolean>()

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (request.method === 'GET' && path === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({ status: 'ok', backend: backend.kind, connections: router.connectionCount }),
      )
      return
    }
    if (request.method === 'GET' && path === '/metrics') {
      const refusal = refuseMetrics(
        request.headers.authorization,
        clientIp(request, isTrustedProxy),
        parameters.metricsToken,
      )
      if (refusal) {
        response.writeHead(refusal.status, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: refusal.message }))
        return
      }
      metrics.registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': metrics.registry.contentType })
          response.end(text)
        },
        (error: unknown) => {
          log('error', 'metrics failed', { error: String(error) })
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: 'metrics failed' }))
        },
      )
      return
    }
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: 'Not found' }))
  })
  // noServer: the HTTP server's own errors (a busy port) stay ours to report, not the WebSocket server's.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (webSocket) =>
      sockets.emit('connection', webSocket, request),
    )
  })

  sockets.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const query = new URL(request.url ?? '/', 'http://relay').searchParams
    let clientId: string
    try {
      clientId = verifyRelayJwt(query.get('auth'), clock.now()).clientId
    } catch (error) {
      const reason = error instanceof RelayAuthError ? error.message : String(error)
      log('warn', 'connection refused', { reason, remote: request.socket.remoteAddress })
      socket.close(AUTH_CLOSE_CODE, reason)
      return
    }
    const connection = new RelayConnection(
      socket,
      clientId,
      clientAddress(request, isTrustedProxy),
      limits.unacknowledgedPerConnection,
    )
    const context = { connection, router, limits }
    alive.set(socket, true)
    log('info', 'client connected', { clientId, projectId: query.get('projectId'), ua: query.get('ua') })
    // Frames are handled in order, so a subscribe is answered before the publish that follows it.
    let queue = router.attach(connection).catch((error: unknown) => {
      log('error', 'could not resume subscriptions', { clientId, error: String(error) })
    })
    socket.on('pong', () => alive.set(socket, true))
    socket.on('message', (data, isBinary) => {
      alive.set(socket, true)
      if (isBinary) return
      const text = data.toString()
      queue = queue.then(() =>
        dispatchRpc(context, text, (error, method) =>
          log('error', 'request failed', { clientId, method, error: String(error) }),
        ),
      )
    })
    socket.on('close', (code, reason) => {
      router.detach(connection)
      log('info', 'client disconnected', { clientId, code, reason: reason.toString() })
    })
    socket.on('error', (error) => log('warn', 'socket error', { clientId, error: error.message }))
  })

  // A socket that missed a whole ping interval is dead; the rest get a ping so the SDK keeps them.
  const pingTimer = setInterval(() => {
    for (const socket of sockets.clients) {
      if (alive.get(socket) === false) {
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      socket.ping()
    }
  }, parameters.pingIntervalMs ?? PING_INTERVAL_MS)
  pingTimer.unref()
  const sweepTimer = setInterval(() => {
    const now = clock.now()
    Promise.all([
      backend.mailbox.sweep(now),
      backend.rateCounter.sweep(now),
      backend.subscriptions.sweep(now),
    ]).catch((error: unknown) => log('error', 'sweep failed', { error: String(error) }))
  }, MAILBOX_SWEEP_INTERVAL_MS)
  sweepTimer.unref()

  try {
    await listen(server, parameters.port ?? DEFAULT_RELAY_PORT, host)
  } catch (error) {
    clearInterval(pingTimer)
    clearInterval(sweepTimer)
    sockets.close()
    await backend.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  log('info', 'relay listening', { url: `ws://${urlHost}:${port}`, backend: backend.kind })

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      clearInterval(pingTimer)
      clearInterval(sweepTimer)
      for (const socket of sockets.clients) socket.close(1001, 'Relay shutting down')
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      for (const socket of sockets.clients) socket.terminate()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await backend.close()
      log('info', 'relay stopped')
    })()
    return closing
  }

  return { url: `ws://${urlHost}:${port}`, httpUrl: `http://${urlHost}:${port}`, port, close }
}
