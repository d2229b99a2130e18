import type { IncomingMessage } from 'node:http'

/**
 * The network address a connection's limits are counted under. Without a trusted proxy it is the
 * socket's peer; behind `trustProxyHops` proxies it is the address the outermost of them saw, read
 * from the right of X-Forwarded-For, so what a client writes into that header itself is never used.
 */
export function clientAddress(request: IncomingMessage, trustProxyHops: number): string {
  return addressKey(clientIp(request, trustProxyHops))
}

/** The client's own IP as the trusted proxies saw it (the socket's peer with none), before any grouping. */
export function clientIp(request: IncomingMessage, trustProxyHops: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (trustProxyHops === 0) return peer
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return forwarded[forwarded.length - trustProxyHops] ?? forwarded[0] ?? peer
}

/** IPv4 as is (also when mapped into IPv6); IPv6 by its /64, the block one subscriber is given. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!address.includes(':')) return address
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0')
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    (Number.parseInt(group, 16) || 0).toString(16),
  )
}
