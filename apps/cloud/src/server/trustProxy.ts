import { isIP } from 'node:net'

/**
 * Which proxies stand between the client and the cloud: how many (each appends the address it saw to
 * X-Forwarded-For, so the client is read that many entries from the right), or their addresses/CIDRs
 * (entries are walked from the right while they are one of these). Never "every entry": the left-most
 * one is the client's to write.
 */
export type TrustProxy = number | readonly string[]

/** What Fastify is given: no trust, a trust function for a hop count, or the list proxy-addr compiles. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean)

/** The hop count or address list of `--trust-proxy`, checked; anything else throws a message saying what is wrong. */
export function parseTrustProxy(value: string, source = '--trust-proxy'): TrustProxy {
  if (/^[0-9]+$/.test(value)) return checkTrustProxy(Number(value), source)
  const entries = value.split(',').map((entry) => entry.trim())
  return checkTrustProxy(entries, source)
}

/** Refuses `true`, a bad count or a bad address, naming it; returns the setting as given. */
export function checkTrustProxy(value: unknown, source = 'trustProxy'): TrustProxy {
  if (value === true)
    throw new Error(
      `${source} cannot be true: that trusts every X-Forwarded-For entry, the left-most of which the client writes; give the number of proxies in front of the cloud (1 behind nginx) or their addresses/CIDRs`,
    )
  if (value === false || value === undefined) return 0
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PROXY_HOPS)
      throw new Error(`${source} takes a whole number of proxies from 0 to ${MAX_PROXY_HOPS}, got ${value}`)
    return value
  }
  if (!Array.isArray(value) || value.length === 0)
    throw new Error(`${source} takes a number of proxies or a list of their addresses/CIDRs`)
  for (const entry of value) {
    if (typeof entry !== 'string' || !isAddressOrCidr(entry))
      throw new Error(
        `${source} takes proxy addresses or CIDRs such as 10.0.0.0/8 or ::1, got "${String(entry)}"`,
      )
  }
  return value as readonly string[]
}

/** The setting as Fastify's `trustProxy` option (whose own number form trusts no hop at all since 5.12). */
export function fastifyTrustProxy(trustProxy: TrustProxy): FastifyTrustProxy {
  if (typeof trustProxy !== 'number') return [...trustProxy]
  if (trustProxy === 0) return false
  // Hop 0 is the socket's peer: the nearest proxy; each further hop is the next entry from the right.
  return (_address, hop) => hop < trustProxy
}

/** More hops than any real chain of proxies: a bigger count is a typo. */
const MAX_PROXY_HOPS = 16

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^[0-9]{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}
