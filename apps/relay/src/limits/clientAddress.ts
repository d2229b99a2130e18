import type { IncomingMessage } from 'node:http'
import proxyaddr from '@fastify/proxy-addr'
import type { IsTrustedProxy } from './trustProxy'

/**
 * The network address a connection's limits are counted under: the client's IP (see clientIp) with
 * IPv6 grouped by its /64.
 */
export function clientAddress(request: IncomingMessage, isTrustedProxy: IsTrustedProxy): string {
  return addressKey(clientIp(request, isTrustedProxy))
}

/**
 * The client's own IP: the socket's peer unless that peer is a trusted proxy, then X-Forwarded-For walked
 * from the right past every trusted proxy, so what a client writes into that header itself is never used.
 */
export function clientIp(request: IncomingMessage, isTrustedProxy: IsTrustedProxy): string {
  return proxyaddr(request, isTrustedProxy) ?? 'unknown'
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
