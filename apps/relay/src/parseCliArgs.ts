import { parseArgs } from 'node:util'
import { DEFAULT_RELAY_HOST, DEFAULT_RELAY_PORT } from './constants'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits/relayLimits'
import { parseTrustProxy, type TrustProxy } from './limits/trustProxy'

export const CLI_USAGE = `Usage: portico-relay [--port ${DEFAULT_RELAY_PORT}] [--host ${DEFAULT_RELAY_HOST}] [--redis redis://127.0.0.1:6379]
                     [--limit name=value]... [--trust-proxy <hops|addresses>]
                     [--metrics-token <file>] [--quiet]
Limits (defaults): ${Object.entries(DEFAULT_RELAY_LIMITS)
  .map(([name, value]) => `${name}=${value}`)
  .join(', ')}
--trust-proxy  the proxies in front of the relay, so limits count the client's IP: how many (1 behind
               nginx) or their addresses/CIDRs, comma-separated (127.0.0.1,10.0.0.0/16); default none.`

export type RelayCliOptions = {
  port: number
  host: string
  redisUrl?: string
  limits?: Partial<RelayLimits>
  /** From --trust-proxy: a hop count or proxy addresses/CIDRs. */
  trustProxy?: TrustProxy
  /** A file holding the bearer token GET /metrics needs. */
  metricsTokenFile?: string
  quiet: boolean
  help: boolean
}

/** Turns the CLI's arguments into startRelay parameters; a bad value throws a message that names the flag. */
export function parseCliArgs(argv: string[]): RelayCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      redis: { type: 'string' },
      limit: { type: 'string', multiple: true },
      'trust-proxy': { type: 'string' },
      'metrics-token': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  let port = DEFAULT_RELAY_PORT
  if (values.port !== undefined) {
    port = Number(values.port)
    if (!Number.isInteger(port) || port < 0 || port > 65_535) {
      throw new Error(`--port must be a port number from 0 to 65535, got "${values.port}"`)
    }
  }
  if (values.redis !== undefined && !/^rediss?:\/\//.test(values.redis)) {
    throw new Error(`--redis must be a redis:// or rediss:// URL, got "${values.redis}"`)
  }
  const trustProxy = values['trust-proxy'] === undefined ? undefined : parseTrustProxy(values['trust-proxy'])
  const limits = values.limit?.length ? parseLimits(values.limit) : undefined
  return {
    port,
    host: values.host ?? DEFAULT_RELAY_HOST,
    ...(values.redis ? { redisUrl: values.redis } : {}),
    ...(limits ? { limits } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(values['metrics-token'] !== undefined ? { metricsTokenFile: values['metrics-token'] } : {}),
    quiet: values.quiet ?? false,
    help: values.help ?? false,
  }
}

/** `--limit publishesPerClient=200` (repeatable), each name one of RelayLimits' and each value a positive integer. */
function parseLimits(entries: string[]): Partial<RelayLimits> {
  const limits: Partial<RelayLimits> = {}
  for (const entry of entries) {
    const [name = '', value = ''] = entry.split('=', 2)
    if (!Object.hasOwn(DEFAULT_RELAY_LIMITS, name)) {
      throw new Error(
        `--limit ${entry}: unknown limit "${name}"; one of ${Object.keys(DEFAULT_RELAY_LIMITS).join(', ')}`,
      )
    }
    if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw new Error(`--limit ${entry}: the value must be a positive whole number, got "${value}"`)
    }
    limits[name as keyof RelayLimits] = Number(value)
  }
  return limits
}
