import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type Channel, createChannelStore } from './channelStore'
import { DEFAULT_CHANNEL_TTL_MS, DEFAULT_CONNECT_URL_BASE } from './constants'
import { parseChannelAnswer, parseChannelRequest } from './parseChannelBodies'
import { BadRequestError, readJsonBody } from './readJsonBody'

export type StartFarcasterRelayParameters = {
  host: string
  /** 0 for any free port. */
  port: number
  channelTtlMs?: number
  connectUrlBase?: string
  /** Milliseconds since the epoch; tests move it to expire channels. */
  now?: () => number
}

export type FarcasterRelay = { url: string; port: number; close: () => Promise<void> }

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  response.end(JSON.stringify(body))
}

/** The channel token of `Authorization: Bearer <token>`, as the hosted relay reads it. */
function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/** The status body: pending until the Farcaster app answers, then everything it sent. */
function channelStatus(channel: Channel) {
  const { nonce, url, answer } = channel
  return answer ? { state: 'completed', nonce, url, ...answer } : { state: 'pending', nonce, url }
}

const UNAUTHORIZED = { error: 'Unauthorized: no live channel has this token' }

/**
 * Farcaster's auth relay's three channel endpoints (farcasterxyz/auth-monorepo, auth-relay), so the stack
 * and tests sign in with Farcaster with no internet: the app asking for a sign-in opens a channel
 * (`POST /v1/channel`), the Farcaster app answers it with the signed message
 * (`POST /v1/channel/authenticate`), and the asking app polls `GET /v1/channel/status`.
 */
export async function startFarcasterRelay({
  host,
  port,
  channelTtlMs = DEFAULT_CHANNEL_TTL_MS,
  connectUrlBase = DEFAULT_CONNECT_URL_BASE,
  now = Date.now,
}: StartFarcasterRelayParameters): Promise<FarcasterRelay> {
  const channels = createChannelStore({ ttlMs: channelTtlMs, connectUrlBase, now })

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    const route = `${request.method} ${path}`
    if (route === 'GET /health') return send(response, 200, { status: 'OK' })
    if (route === 'POST /v1/channel') {
      const opened = channels.open(parseChannelRequest(await readJsonBody(request)))
      if (opened === 'full') return send(response, 503, { error: 'Too many open channels; try again later' })
      return send(response, 201, { channelToken: opened.token, url: opened.url, nonce: opened.nonce })
    }
    if (route === 'POST /v1/channel/authenticate') {
      const token = bearerToken(request)
      if (!token) return send(response, 401, UNAUTHORIZED)
      const answered = channels.answer(token, parseChannelAnswer(await readJsonBody(request)))
      if (answered === 'unknown') return send(response, 401, UNAUTHORIZED)
      if (answered === 'completed') return send(response, 409, { error: 'This channel is already completed' })
      return send(response, 201, channelStatus(answered))
    }
    if (route === 'GET /v1/channel/status') {
      const channel = channels.find(bearerToken(request) ?? '')
      if (!channel) return send(response, 401, UNAUTHORIZED)
      return send(response, channel.answer ? 200 : 202, channelStatus(channel))
    }
    send(response, 404, { error: `No route ${route}` })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof BadRequestError) return send(response, 400, { error: error.message })
      send(response, 500, { error: 'The relay failed to answer' })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
