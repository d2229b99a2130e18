import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

export type Delivery = {
  id: string
  data: { topic: string; message: string; publishedAt: number; tag: number }
}
export type RpcAnswer = { result?: unknown; error?: { code: number; message: string } }

export type TestClientOptions = {
  keyPair?: Keypair
  /** Answer each irn_subscription with `true` (the SDK does). */
  acknowledge?: boolean
  /** JWT issued-at in seconds, to make expired tokens. */
  issuedAt?: number
  ttlSeconds?: number
  /** Headers of the upgrade request (a proxy's X-Forwarded-For). */
  headers?: Record<string, string>
  /** The loopback address to connect from (127.0.0.0/8 is all the machine), to be a peer the relay does or does not trust. */
  localAddress?: string
}

let nextId = 1

/** A minimal WalletConnect relay client speaking raw JSON-RPC, authenticated like the SDK. */
export async function connectTestClient(relayUrl: string, options: TestClientOptions = {}) {
  const keyPair = options.keyPair ?? generateKeyPair()
  const jwt = await signJWT('test-sub', relayUrl, options.ttlSeconds ?? 3600, keyPair, options.issuedAt)
  const socket = new WebSocket(`${relayUrl}/?auth=${jwt}&projectId=test&ua=portico-test`, {
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  })
  const deliveries: Delivery[] = []
  /** The relay's JSON-RPC id of each delivery, in the order of `deliveries`, for acknowledging by hand. */
  const deliveryRpcIds: number[] = []
  const answers = new Map<number, (answer: RpcAnswer) => void>()
  const waiters: Array<() => void> = []

  socket.on('message', (raw) => {
    const payload = JSON.parse(raw.toString())
    if (payload.method === 'irn_subscription') {
      deliveries.push(payload.params)
      deliveryRpcIds.push(payload.id)
      if (options.acknowledge ?? true)
        socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      for (const wake of waiters.splice(0)) wake()
    } else if (answers.has(payload.id)) {
      answers.get(payload.id)?.(payload)
      answers.delete(payload.id)
    }
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })

  return {
    clientId: encodeIss(keyPair.publicKey),
    keyPair,
    socket,
    deliveries,
    deliveryRpcIds,
    /** Answers a delivery as the SDK does, for a client made with `acknowledge: false`. */
    acknowledge(rpcId: number): void {
      socket.send(JSON.stringify({ id: rpcId, jsonrpc: '2.0', result: true }))
    },
    request(method: string, params: unknown): Promise<RpcAnswer> {
      return this.requestText(method, params === undefined ? undefined : JSON.stringify(params))
    },
    /** A request whose params are given as JSON text, so it can hold what JSON.stringify cannot write (1e400). */
    requestText(method: string, paramsText: string | undefined): Promise<RpcAnswer> {
      const id = nextId++
      const params = paramsText === undefined ? '' : `,"params":${paramsText}`
      return new Promise((resolve) => {
        answers.set(id, resolve)
        socket.send(`{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(method)}${params}}`)
      })
    },
    /** Resolves once `count` deliveries have arrived in total. */
    async waitForDeliveries(count: number): Promise<Delivery[]> {
      while (deliveries.length < count) await new Promise<void>((resolve) => waiters.push(resolve))
      return deliveries.slice(0, count)
    },
    close(): Promise<void> {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
    /** Drops the TCP connection without a close handshake, like a lost network. */
    kill(): Promise<void> {
      return new Promise((resolve) => {
        socket.once('close', () => resolve())
        socket.terminate()
      })
    },
  }
}

export type TestClient = Awaited<ReturnType<typeof connectTestClient>>

/** Connects and returns how the relay closed the socket (code and reason), for refused logins. */
export function connectForCloseReason(url: string): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    socket.once('error', reject)
  })
}
