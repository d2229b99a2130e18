import { isIP } from 'node:net'
import proxyaddr from '@fastify/proxy-addr'

/**
 * Which proxies stand between a client and the relay: how many (each appends the address it saw to
 * X-Forwarded-For, so the client is read that many entries from the right), or their addresses/CIDRs
 * (entries are walked from the right while they are one of these). Never "every entry": the left-most
 * one is the client's to write.
 */
// The cloud's server/trustProxy.ts checks the same setting: apps import only packages/*, and no package
// holds server code both apps could share, so a change to this rule goes into both.
export type TrustProxy = number | readonly string[]

/** Whether the address at `hop` (0 the socket's peer, then X-Forwarded-For from the right) is a trusted proxy. */
export type IsTrustedProxy = (address: string, hop: number) => boolean

/** More hops than any real chain of proxies: a bigger count is a typo. */
const MAX_PROXY_HOPS = 16

/** The hop count or comma-separated address list of `--trust-proxy`, checked; anything else throws naming it. */
export function parseTrustProxy(value: string, source = '--trust-proxy'): TrustProxy {
  if (/^[0-9]+$/.test(value)) return checkTrustProxy(Number(value), source)
  // Express's and Fastify's "trust every proxy", named as such rather than as a bad address (`*` is an entry).
  if (value === 'true') return checkTrustProxy(true, source)
  return checkTrustProxy(
    value.split(',').map((entry) => entry.trim()),
    source,
  )
}

/**
 * Refuses `true`, a bad count, an entry that is no address or CIDR and one that spans every address (`*`,
 * a `/0` CIDR); each message says what was given, why it is refused and what to write instead.
 */
export function checkTrustProxy(value: unknown, source = 'trustProxy'): TrustProxy {
  if (value === true)
    throw new Error(
      `${source} cannot be true: that trusts every X-Forwarded-For entry, the left-most of which the client writes; give the number of proxies in front of the relay (1 behind nginx) or their addresses/CIDRs`,
    )
  if (value === false || value === undefined) return 0
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PROXY_HOPS)
      throw new Error(`${source} takes a whole number of proxies from 0 to ${MAX_PROXY_HOPS}, got ${value}`)
    return value
  }
  if (!Array.isArray(value) || value.length === 0)
    throw new Error(
      `${source} takes a number of proxies or a list of their addresses/CIDRs, got ${Array.isArray(value) ? 'an empty list' : shown(value)}`,
    )
  for (const entry of value) {
    if (entry === '*') throw everyAddressError(source, entry)
    if (typeof entry !== 'string' || !isAddressOrCidr(entry))
      throw new Error(
        `${source} cannot trust ${shown(entry)}: it is no IP address or CIDR (host names are not looked up); give a proxy's address such as 127.0.0.1, a CIDR such as 10.0.0.0/8, or the number of proxies`,
      )
    if (/\/0+$/.test(entry)) throw everyAddressError(source, entry)
  }
  return value as readonly string[]
}

/** The setting as a test of each hop, the same rule Fastify applies for the cloud's `--trust-proxy`. */
export function compileTrustProxy(trustProxy: TrustProxy): IsTrustedProxy {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy
  return proxyaddr.compile([...trustProxy])
}

const everyAddressError = (source: string, entry: string) =>
  new Error(
    `${source} cannot trust "${entry}": that is every address, so any client could name its own; list the proxies' own addresses or CIDRs`,
  )

/** A value as a message quotes it: text in quotes, anything else as JavaScript prints it. */
const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value))

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^[0-9]{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}
