import { Socket } from 'node:net'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

type ConnectTarget = { host?: string; path?: string }
type SocketConnect = (this: Socket, ...args: unknown[]) => Socket

/** The host a Socket#connect call aims at: (options), (port, host), or undefined for a local pipe (path). */
function targetHost(args: unknown[]): string | undefined {
  const [first, second] = args
  // net.connect() and tls.connect() pass their arguments on already normalised, as one array.
  if (Array.isArray(first)) return targetHost(first)
  if (typeof first === 'object' && first !== null) {
    const { host, path } = first as ConnectTarget
    return path ? undefined : (host ?? 'localhost')
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return undefined
  return typeof second === 'string' ? second : 'localhost'
}

/**
 * Makes any request beyond 127.0.0.1 fail at once and records it; the test asserts the record stays
 * empty. Global fetch covers the SDK's verify, echo and pulse calls; Socket#connect covers what does
 * not use it (universal-provider's RPC goes through cross-fetch, i.e. node-fetch, in Node).
 */
export function guardOutsideRequests() {
  const originalFetch = globalThis.fetch
  const prototype = Socket.prototype as unknown as { connect: SocketConnect }
  const originalConnect = prototype.connect
  const outside: string[] = []

  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!LOCAL_HOSTS.has(url.hostname)) {
      outside.push(url.href)
      return Promise.reject(new TypeError(`blocked request to ${url.host}: tests stay on 127.0.0.1`))
    }
    return originalFetch(input, init)
  }
  prototype.connect = function guardedConnect(this: Socket, ...args: unknown[]) {
    const host = targetHost(args)
    if (host !== undefined && !LOCAL_HOSTS.has(host)) {
      outside.push(`tcp://${host}`)
      process.nextTick(() =>
        this.destroy(new Error(`blocked connection to ${host}: tests stay on 127.0.0.1`)),
      )
      return this
    }
    return originalConnect.apply(this, args)
  }

  return {
    outside,
    restore() {
      globalThis.fetch = originalFetch
      prototype.connect = originalConnect
    },
  }
}
